/**
 * Revisions tab (DESIGN §2.16): each pending edit of a live listing as a card showing, per changed
 * field, what the public sees now and what the owner proposes. Approve publishes it; reject keeps the
 * live version and needs a reason the owner is e-mailed. Cards, so it reads at 390 px.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { categoryLabel } from '@/lib/categories';
import type { AdminRevisionItem } from '@/lib/dashboard-types';
import { businessPath } from '@/lib/directory';
import { $busy, decideRevision } from '@/stores/admin';
import { approveButton, plainButton, rejectButton } from './Table';

const fields = [
  ['name', 'Name'],
  ['category', 'Category'],
  ['description', 'Description'],
] as const;

const shown = (field: string, value: string) => (field === 'category' ? categoryLabel(value) : value);

export default function RevisionsTable({ revisions }: { revisions: AdminRevisionItem[] }) {
  if (revisions.length === 0)
    return <p className="rounded-xl border border-slate-200 px-4 py-8 text-center text-slate-700">No listing changes waiting</p>;
  return (
    <ul className="grid gap-4">
      {revisions.map((r) => (
        <RevisionCard key={r.id} revision={r} />
      ))}
    </ul>
  );
}

function RevisionCard({ revision: r }: { revision: AdminRevisionItem }) {
  const busy = useStore($busy) === `revisions:${r.id}`;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 shadow-sm" aria-labelledby={`revision-${r.id}`}>
      <h3 id={`revision-${r.id}`} className="text-lg font-semibold text-slate-900">
        Changes to {r.live.name}
      </h3>
      <p className="text-sm text-slate-700">
        By {r.ownerEmail ?? 'a former owner'} ·{' '}
        <a className="underline" href={businessPath({ id: r.businessId, slug: r.live.slug })} target="_blank" rel="noopener">
          Live page<span className="sr-only"> of {r.live.name} (opens in a new tab)</span>
        </a>
      </p>
      <div className="grid gap-3">
        {fields
          .filter(([key]) => r.proposed[key] !== undefined)
          .map(([key, label]) => (
            <div key={key} className="grid gap-2 md:grid-cols-2">
              <div className="rounded-lg bg-red-50 p-3 text-sm">
                <p className="font-semibold text-red-900">{label} now</p>
                <p className="break-words whitespace-pre-wrap text-slate-900">{shown(key, r.live[key])}</p>
              </div>
              <div className="rounded-lg bg-emerald-50 p-3 text-sm">
                <p className="font-semibold text-emerald-900">{label} proposed</p>
                <p className="break-words whitespace-pre-wrap text-slate-900">{shown(key, r.proposed[key]!)}</p>
              </div>
            </div>
          ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          className={approveButton}
          disabled={busy}
          onClick={() =>
            window.confirm(`Publish these changes to ${r.live.name}? They replace what the public sees now.`) &&
            decideRevision(r.id, true)
          }
        >
          Approve changes<span className="sr-only"> to {r.live.name}</span>
        </button>
        {rejecting ? (
          <form
            className="flex w-full flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim()) void decideRevision(r.id, false, reason.trim());
            }}
          >
            <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium text-slate-800">
              Reason (sent to the owner)
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                maxLength={1000}
                className="min-h-11 rounded-md border border-slate-400 px-3"
              />
            </label>
            <button type="submit" className={rejectButton} disabled={busy || !reason.trim()}>
              Reject changes
            </button>
            <button type="button" className={plainButton} onClick={() => setRejecting(false)}>
              Keep pending
            </button>
          </form>
        ) : (
          <button type="button" className={rejectButton} disabled={busy} onClick={() => setRejecting(true)}>
            Reject…<span className="sr-only"> changes to {r.live.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
