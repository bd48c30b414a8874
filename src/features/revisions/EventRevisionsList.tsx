/**
 * The Revisions tab's event part: each pending edit of an approved event (RevisionCard),
 * the live values beside the proposed ones, and a new image waiting with them.
 */
import type { AdminEventRevisionItem } from '#src/platform/schemas/responses.ts';
import { formatShortDate, formatTime } from '#src/platform/format.ts';
import ChangeRow from './ChangeRow.tsx';
import RevisionCard from './RevisionCard.tsx';

const textFields = [
  ['title', 'Title'],
  ['category', 'Category'],
  ['location', 'Location'],
  ['startDate', 'Starts'],
  ['endDate', 'Ends'],
  ['ticketUrl', 'Ticket link'],
  ['description', 'Description'],
] as const;

export default function EventRevisionsList({ revisions, timeZone }: { revisions: AdminEventRevisionItem[]; timeZone: string }) {
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
            <EventRevisionCard key={r.id} revision={r} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EventRevisionCard({ revision: r, timeZone }: { revision: AdminEventRevisionItem; timeZone: string }) {
  const shown = (key: (typeof textFields)[number][0], value: string | null | undefined) => {
    if (value == null || value === '') return 'none';
    if (key === 'startDate' || key === 'endDate')
      return `${formatShortDate(new Date(value), timeZone)}, ${formatTime(new Date(value), timeZone)}`;
    return value;
  };
  return (
    <RevisionCard
      kind="event-revision"
      id={r.id}
      name={r.live.title}
      ownerEmail={r.ownerEmail}
      livePath={`/events/${r.eventId}`}
      fields={[...Object.keys(r.proposed), ...(r.photo ? ['image'] : [])]}
    >
      {textFields
        .filter(([key]) => r.proposed[key] !== undefined)
        .map(([key, label]) => (
          <ChangeRow key={key} label={label} now={shown(key, r.live[key])} proposed={shown(key, r.proposed[key])} />
        ))}
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
  );
}
