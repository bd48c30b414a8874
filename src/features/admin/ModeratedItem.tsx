/**
 * What the Businesses and Events tabs share: the status filter over a moderated list, whether an
 * item is being worked on, the status cell with the rejection reason, and Approve / Reject-or-Unpublish
 * with the texts that name the kind of item and who is e-mailed.
 */
import { useStore } from '@nanostores/react';
import { adminActionTexts, confirmText } from './admin-actions.ts';
import { ApprovalBadge } from '#src/features/dashboard/Badge.tsx';
import type { ModerationStatus } from './moderation.ts';
import { $busy, setApproval } from './admin.store.ts';
import DecisionButtons from './DecisionButtons.tsx';

interface Moderated {
  id: number;
  approved: boolean;
  status: ModerationStatus;
  rejectionReason: string | null;
}

/** The status filter of a moderated list (applied by the server, a page at a time). */
export const moderationFilter = {
  label: 'Status',
  options: { all: 'All', pending: 'Pending', rejected: 'Rejected', approved: 'Approved' },
} as const;

/** Whether an action on an item is under way: a decision or a feature is keyed by its kind, a deletion by its list. */
export function useWorking(kind: 'business' | 'event') {
  const busy = useStore($busy);
  const list = kind === 'business' ? 'businesses' : 'events';
  return (id: number) => busy === `${kind}:${id}` || busy === `${list}:${id}`;
}

export function ModerationStatusCell({ item }: { item: Moderated }) {
  return (
    <>
      <ApprovalBadge status={item.status} />
      {item.status === 'rejected' && item.rejectionReason && (
        <span className="mt-1 block max-w-60 text-xs text-slate-700">Reason: {item.rejectionReason}</span>
      )}
    </>
  );
}

/** Approve while not live; Reject while pending, Unpublish while live (both with a reason the reader is sent). */
export function ModerationDecision({
  kind,
  item,
  name,
  busy,
  flow,
  rejectWarning,
}: {
  kind: 'business' | 'event';
  item: Moderated;
  name: string;
  busy: boolean;
  flow?: boolean;
  /** A listing whose plan still bills: what rejecting it cancels and refunds. */
  rejectWarning?: string | null;
}) {
  const live = item.status === 'approved';
  const reject = adminActionTexts[live ? 'unpublish' : 'reject'](kind, name);
  return (
    <DecisionButtons
      id={item.id}
      approveAction={`${kind}.approve`}
      rejectAction={live ? `${kind}.unpublish` : `${kind}.reject`}
      subject={name}
      busy={busy}
      approveConfirm={item.approved ? null : confirmText(adminActionTexts.approve(kind, name))}
      onApprove={() => setApproval(kind, item.id, true)}
      rejectLabel={live || item.status === 'pending' ? reject.confirmLabel : null}
      reader={reject.reasonReader!}
      onReject={(reason) => setApproval(kind, item.id, false, reason)}
      rejectWarning={rejectWarning}
      flow={flow}
    />
  );
}
