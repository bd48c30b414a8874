/**
 * Revisions tab: each pending edit of a live listing as a card showing, per changed
 * field, what the public sees now and what the owner proposes. Approve publishes it; reject keeps the
 * live version and needs a reason the owner is e-mailed. Cards, so it reads at 390 px.
 */
import { useStore } from '@nanostores/react';
import { categoryLabel } from '@/lib/categories';
import type { AdminRevisionItem } from '@/lib/schemas/responses';
import { businessPath } from '@/lib/directory';
import { $busy, decideRevision } from '@/stores/admin';
import ChangeRow from './ChangeRow';
import DecisionButtons from './DecisionButtons';
import ListControls, { useListControls } from './ListControls';
import { EmptyList } from './Table';

const fields = [
  ['name', 'Name'],
  ['category', 'Category'],
  ['description', 'Description'],
] as const;

const shown = (field: string, value: string) => (field === 'category' ? categoryLabel(value) : value);

/** A map point as the owner's pin gives it; 'not set' when cleared or unknown. */
const pointText = (p: { latitude?: number | null; longitude?: number | null }) =>
  p.latitude == null || p.longitude == null ? 'not set' : `${p.latitude}, ${p.longitude}`;

const fieldFilter = {
  label: 'Changed field',
  options: { all: 'Any', name: 'Name', category: 'Category', description: 'Description' },
} as const;

export default function RevisionsTable({ revisions }: { revisions: AdminRevisionItem[] }) {
  const list = useListControls<keyof typeof fieldFilter.options>('all', fieldFilter.options);
  const shown = revisions.filter(
    (r) =>
      (list.filter === 'all' || r.proposed[list.filter] !== undefined) && list.hit(r.live.name, r.ownerEmail, r.proposed.name),
  );
  return (
    <div className="grid gap-4">
      <ListControls
        id="admin-revisions"
        searchLabel="Search changes"
        placeholder="Listing or owner e-mail"
        {...list}
        filterDef={fieldFilter}
        count={shown.length}
        noun={['change waiting', 'changes waiting']}
      />
      {shown.length === 0 ? (
        <EmptyList>No listing changes waiting</EmptyList>
      ) : (
        <ul className="grid gap-4">
          {shown.map((r) => (
            <RevisionCard key={r.id} revision={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RevisionCard({ revision: r }: { revision: AdminRevisionItem }) {
  const busy = useStore($busy) === `revisions:${r.id}`;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 shadow-sm" aria-labelledby={`revision-${r.id}`}>
      <h3 id={`revision-${r.id}`} className="text-lg font-semibold text-slate-900">
        Changes to {r.live.name}
      </h3>
      <p className="text-sm text-slate-700">
        By {r.ownerEmail ?? 'a former owner'} ·{' '}
        <a className="underline" href={businessPath({ id: r.businessId, slug: r.live.slug })} target="_blank" rel="noopener">
          Live page<span className="sr-only"> of {r.live.name} (opens in a new tab)</span>
        </a>{' '}
        ·{' '}
        <a
          className="underline"
          href={`${businessPath({ id: r.businessId, slug: r.live.slug })}?revision=${r.id}`}
          target="_blank"
          rel="noopener"
        >
          Preview with these changes<span className="sr-only"> of {r.live.name} (opens in a new tab)</span>
        </a>
      </p>
      <div className="grid gap-3">
        {fields
          .filter(([key]) => r.proposed[key] !== undefined)
          .map(([key, label]) => (
            <ChangeRow key={key} label={label} now={shown(key, r.live[key])} proposed={shown(key, r.proposed[key]!)} />
          ))}
        {r.proposed.latitude !== undefined && (
          <ChangeRow label="Map location" now={pointText(r.live)} proposed={pointText(r.proposed)} />
        )}
      </div>
      <DecisionButtons
        id={r.id}
        approveAction="revision.approve"
        rejectAction="revision.reject"
        subject={`changes to ${r.live.name}`}
        busy={busy}
        approveConfirm={`Publish these changes to ${r.live.name}? They replace what the public sees now and the owner is e-mailed.`}
        approveLabel="Approve changes"
        onApprove={() => decideRevision(r.id, true)}
        rejectLabel="Reject changes"
        reader="the owner"
        onReject={(reason) => decideRevision(r.id, false, reason)}
      />
    </li>
  );
}
