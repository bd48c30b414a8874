/**
 * Revisions tab, listing part: each pending edit of a live listing (RevisionCard) showing, per changed
 * field, what the public sees now and what the owner proposes, with search and a changed-field filter.
 */
import { categoryLabel } from '#src/features/directory/categories.ts';
import type { AdminRevisionItem } from '#src/platform/schemas/responses.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import ChangeRow from './ChangeRow.tsx';
import ListControls, { useListControls } from '#src/features/admin/ListControls.tsx';
import RevisionCard from './RevisionCard.tsx';
import { EmptyList } from '#src/features/admin/Table.tsx';

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
            <BusinessRevisionCard key={r.id} revision={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BusinessRevisionCard({ revision: r }: { revision: AdminRevisionItem }) {
  return (
    <RevisionCard
      kind="revision"
      id={r.id}
      name={r.live.name}
      ownerEmail={r.ownerEmail}
      livePath={businessPath({ id: r.businessId, slug: r.live.slug })}
      fields={Object.keys(r.proposed)}
    >
      {fields
        .filter(([key]) => r.proposed[key] !== undefined)
        .map(([key, label]) => (
          <ChangeRow key={key} label={label} now={shown(key, r.live[key])} proposed={shown(key, r.proposed[key]!)} />
        ))}
      {r.proposed.latitude !== undefined && (
        <ChangeRow label="Map location" now={pointText(r.live)} proposed={pointText(r.proposed)} />
      )}
    </RevisionCard>
  );
}
