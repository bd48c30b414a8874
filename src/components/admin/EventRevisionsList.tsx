/**
 * The Revisions tab's event part: each pending edit of an approved event as a card,
 * the live values beside the proposed ones (and a new image), a preview on the public address, and
 * approve / reject with a reason the author is e-mailed. Cards, so it reads at 390 px.
 */
import { useStore } from '@nanostores/react';
import type { AdminEventRevisionItem } from '@/lib/schemas/responses';
import { formatShortDate, formatTime } from '@/lib/format';
import { $busy, decideEventRevision } from '@/stores/admin';
import ChangeRow from './ChangeRow';
import DecisionButtons from './DecisionButtons';

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
  const busy = useStore($busy) === `event-revisions:${r.id}`;
  const shown = (key: (typeof textFields)[number][0], value: string | null | undefined) => {
    if (value == null || value === '') return 'none';
    if (key === 'startDate' || key === 'endDate')
      return `${formatShortDate(new Date(value), timeZone)}, ${formatTime(new Date(value), timeZone)}`;
    return value;
  };
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 shadow-sm" aria-labelledby={`event-revision-${r.id}`}>
      <h3 id={`event-revision-${r.id}`} className="text-lg font-semibold text-slate-900">
        Changes to {r.live.title}
      </h3>
      <p className="text-sm text-slate-700">
        By {r.ownerEmail ?? 'a former author'} ·{' '}
        <a className="underline" href={`/events/${r.eventId}`} target="_blank" rel="noopener">
          Live page<span className="sr-only"> of {r.live.title} (opens in a new tab)</span>
        </a>{' '}
        ·{' '}
        <a className="underline" href={`/events/${r.eventId}?revision=${r.id}`} target="_blank" rel="noopener">
          Preview with these changes<span className="sr-only"> of {r.live.title} (opens in a new tab)</span>
        </a>
      </p>
      <div className="grid gap-3">
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
      </div>
      <DecisionButtons
        id={r.id}
        approveAction="event-revision.approve"
        rejectAction="event-revision.reject"
        subject={`changes to ${r.live.title}`}
        busy={busy}
        approveConfirm={`Publish these changes to ${r.live.title}? They replace what the public sees now and the author is e-mailed.`}
        approveLabel="Approve changes"
        onApprove={() => decideEventRevision(r.id, true)}
        rejectLabel="Reject changes"
        reader="the author"
        onReject={(reason) => decideEventRevision(r.id, false, reason)}
      />
    </li>
  );
}
