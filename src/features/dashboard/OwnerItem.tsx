/**
 * One card of an owner's dashboard tab (a listing, an event): its name and status, why an admin turned it down
 * and what the owner can do next, then what the tab shows of it.
 */
import type { ReactNode } from 'react';
import type { ModerationStatus } from '#src/features/admin/moderation.ts';
import { ApprovalBadge } from './Badge.tsx';

interface Props {
  title: string;
  item: { status: ModerationStatus; rejectionReason: string | null };
  /** After a rejection: what to do to be reviewed again. */
  next: string;
  /** The gap between the card's lines. */
  gap: 'gap-2' | 'gap-3';
  children: ReactNode;
}

export default function OwnerItem({ title, item: { status, rejectionReason }, next, gap, children }: Props) {
  return (
    <li className={`grid content-start ${gap} rounded-xl border border-slate-200 p-5 shadow-sm`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <ApprovalBadge status={status} />
      </div>
      {status === 'rejected' && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950" role="note">
          <p>
            <span className="font-semibold">Not approved.</span>{' '}
            {rejectionReason ? `Reason: ${rejectionReason}` : 'No reason was given.'}
          </p>
          <p className="mt-1">{next}</p>
        </div>
      )}
      {children}
    </li>
  );
}
