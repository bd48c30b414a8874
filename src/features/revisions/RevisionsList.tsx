/**
 * The Revisions tab: each pending edit of a live listing, with search and a changed-field filter, then each
 * pending edit of an approved event (with a new image waiting with it); a card each (RevisionCard) showing,
 * per changed field, what the public sees now beside what the owner proposes.
 */
import { categoryLabel } from '#src/features/directory/categories.ts';
import type { AdminEventRevisionItem, AdminRevisionItem } from '#src/platform/schemas/responses.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { formatShortDate, formatTime } from '#src/platform/format.ts';
import ChangeRow from './ChangeRow.tsx';
import ListControls, { useListControls } from '#src/features/admin/ListControls.tsx';
import RevisionCard from './RevisionCard.tsx';
import { EmptyList } from '#src/features/admin/Table.tsx';

const listingFields = [
  ['name', 'Name'],
  ['category', 'Category'],
  ['description', 'Description'],
] as const;

const eventFields = [
  ['title', 'Title'],
  ['category', 'Category'],
  ['location', 'Location'],
  ['startDate', 'Starts'],
  ['endDate', 'Ends'],
  ['ticketUrl', 'Ticket link'],
  ['description', 'Description'],
] as const;

/** A map point as the owner's pin gives it; 'not set' when cleared or unknown. */
const pointText = (p: { latitude?: number | null; longitude?: number | null }) =>
  p.latitude == null || p.longitude == null ? 'not set' : `${p.latitude}, ${p.longitude}`;

const fieldFilter = {
  label: 'Changed field',
  options: { all: 'Any', name: 'Name', category: 'Category', description: 'Description' },
} as const;

interface Props {
  revisions: AdminRevisionItem[];
  eventRevisions: AdminEventRevisionItem[];
  timeZone: string;
}

export default function RevisionsList({ revisions, eventRevisions, timeZone }: Props) {
  return (
    <div className="grid gap-10">
      <ListingEdits revisions={revisions} />
      <EventEdits revisions={eventRevisions} timeZone={timeZone} />
    </div>
  );
}

function ListingEdits({ revisions }: { revisions: AdminRevisionItem[] }) {
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
            <RevisionCard
              key={r.id}
              kind="revision"
              revision={r}
              textFields={listingFields}
              shown={(key, value) => (key === 'category' ? categoryLabel(value!) : value!)}
              name={r.live.name}
              livePath={businessPath({ id: r.businessId, slug: r.live.slug })}
            >
              {r.proposed.latitude !== undefined && (
                <ChangeRow label="Map location" now={pointText(r.live)} proposed={pointText(r.proposed)} />
              )}
            </RevisionCard>
          ))}
        </ul>
      )}
    </div>
  );
}

function EventEdits({ revisions, timeZone }: { revisions: AdminEventRevisionItem[]; timeZone: string }) {
  const shown = (key: string, value: string | null | undefined) => {
    if (value == null || value === '') return 'none';
    if (key === 'startDate' || key === 'endDate')
      return `${formatShortDate(new Date(value), timeZone)}, ${formatTime(new Date(value), timeZone)}`;
    return value;
  };
  return (
    <section aria-labelledby="event-revisions-heading" className="grid gap-4">
      <h2 id="event-revisions-heading" className="text-xl font-bold text-slate-900">
        Event edits
      </h2>
      {revisions.length === 0 ? (
        <p className="text-slate-700">No event changes waiting</p>
      ) : (
        <ul className="grid gap-4">
          {revisions.map((r) => (
            <RevisionCard
              key={r.id}
              kind="event-revision"
              revision={r}
              textFields={eventFields}
              shown={shown}
              name={r.live.title}
              livePath={`/events/${r.eventId}`}
              alsoChanged={r.photo ? ['image'] : []}
            >
              {r.photo && (
                <ChangeRow
                  label="Image"
                  now={
                    r.live.imageUrl ? (
                      <img src={r.live.imageUrl} alt="The current image" className="aspect-video w-48 rounded object-cover" />
                    ) : (
                      'Category illustration'
                    )
                  }
                  proposed={
                    <>
                      <img src={r.photo.url} alt={r.photo.alt} className="aspect-video w-48 rounded object-cover" />
                      <span className="mt-1 block">Alt text: {r.photo.alt}</span>
                    </>
                  }
                />
              )}
            </RevisionCard>
          ))}
        </ul>
      )}
    </section>
  );
}
