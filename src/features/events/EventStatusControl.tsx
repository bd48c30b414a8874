/**
 * Cancel / postpone / reinstate an event, for its author (My Events) and for admins (Events tab). Every
 * change asks first, naming what visitors will see.
 */
import { eventStatusConfirm, eventStatusLabels, type EventStatus } from './event-status.ts';
import Badge from '#src/features/dashboard/Badge.tsx';

const actions: Record<EventStatus, string> = {
  cancelled: 'Cancel event',
  postponed: 'Mark postponed',
  scheduled: 'Back on schedule',
};

interface Props {
  title: string;
  status: EventStatus;
  busy: boolean;
  onChange: (status: EventStatus) => void;
}

export default function EventStatusControl({ title, status, busy, onChange }: Props) {
  const choices = (Object.keys(actions) as EventStatus[]).filter((s) => s !== status);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status !== 'scheduled' && <Badge tone={status === 'cancelled' ? 'red' : 'amber'}>{eventStatusLabels[status]}</Badge>}
      {choices.map((next) => (
        <button
          key={next}
          type="button"
          disabled={busy}
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          aria-label={`${actions[next]}: ${title}`}
          onClick={() => window.confirm(eventStatusConfirm(title, next)) && onChange(next)}
        >
          {actions[next]}
        </button>
      ))}
    </div>
  );
}
