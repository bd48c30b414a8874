/**
 * Opening hours per weekday (Central time): open with one or two ranges, closed, or open 24 hours.
 * Every input is a named form field (`hours.monday.open`, …), so the editor also posts without JavaScript;
 * the time inputs of a closed or 24-hour day are hidden by CSS (:has), not by script, for the same reason.
 * With `copyAll`, filling one day is enough: hydrated, each day has a "Copy to all days" button; without
 * JavaScript a "Same hours every day" checkbox has the save read Monday's hours for every day (./hours-draft.ts).
 */
import { useEffect, useState } from 'react';
import { FieldError } from '#src/ui/forms/FormField.tsx';
import type { DayKey } from './hours.ts';
import { dayKeys, dayLabel } from './hours.ts';
import { copyDayToAll, SAME_HOURS_FIELD, type DayDraft, type DayMode, type HoursDraft } from './hours-draft.ts';

interface Props {
  value: HoursDraft;
  errors: Partial<Record<DayKey, string>>;
  onChange: (next: HoursDraft) => void;
  /** The last sentence of the help text (the editor's says hours are optional). */
  note?: string;
  /** Offer copying one day's hours to the others (the owner's editor). */
  copyAll?: boolean;
}

const modeLabels: Record<DayMode, string> = { hours: 'Open', closed: 'Closed', allDay: 'Open 24 hours' };
const timeClass = 'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base';
const times = [
  ['open', 'Opens'],
  ['close', 'Closes'],
  ['open2', 'Opens again'],
  ['close2', 'Closes again'],
] as const;

export default function HoursEditor({
  value,
  errors,
  onChange,
  note = 'Leave every day empty if you do not want to list hours.',
  copyAll = false,
}: Props) {
  const set = (day: DayKey, patch: Partial<DayDraft>) => onChange({ ...value, [day]: { ...value[day], ...patch } });
  // The buttons need the script; the server's HTML (and a page without JavaScript) has the checkbox instead.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <fieldset className="grid gap-3" aria-describedby="hours-help">
      <legend className="mb-1 text-sm font-medium text-slate-800">Business Hours (Central time)</legend>
      <p id="hours-help" className="text-sm text-slate-600">
        Add a second range (opens again, closes again) for a lunch break. For a day that ends after midnight, choose a closing
        time earlier than the opening time (for example 6:00 PM to 2:00 AM). {note}
      </p>
      {copyAll && !hydrated && (
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          {/* A value of its own: the editor's "typed before the script started" check compares value and default. */}
          <input type="checkbox" name={SAME_HOURS_FIELD} value="monday" className="h-5 w-5" />
          Same hours every day: save Monday&apos;s hours for all seven days
        </label>
      )}
      {dayKeys.map((day) => {
        const d = value[day];
        const error = errors[day];
        const errorId = `hours-${day}-error`;
        return (
          <div
            key={day}
            data-hours-day={day}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 [&:has(option[value=allDay]:checked)_[data-times]]:hidden [&:has(option[value=closed]:checked)_[data-times]]:hidden"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={`hours-${day}-mode`} className="font-medium text-slate-900">
                {dayLabel(day)}
              </label>
              <select
                id={`hours-${day}-mode`}
                name={`hours.${day}.mode`}
                value={d.mode}
                onChange={(e) => set(day, { mode: e.target.value as DayMode })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
              >
                {(Object.keys(modeLabels) as DayMode[]).map((mode) => (
                  <option key={mode} value={mode}>
                    {modeLabels[mode]}
                  </option>
                ))}
              </select>
            </div>
            <div data-times className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4">
              {times.map(([field, label]) => (
                <label key={field} className="grid min-w-0 content-start gap-1 text-sm text-slate-800">
                  <span>{label}</span>
                  <input
                    type="time"
                    name={`hours.${day}.${field}`}
                    value={d[field]}
                    onChange={(e) => set(day, { [field]: e.target.value })}
                    aria-label={`${dayLabel(day)} ${label.toLowerCase()}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className={timeClass}
                  />
                </label>
              ))}
            </div>
            <FieldError id={errorId} error={error} />
            {copyAll && hydrated && (
              <button
                type="button"
                onClick={() => onChange(copyDayToAll(value, day))}
                className="min-h-11 justify-self-start rounded-md px-2 text-sm font-medium text-ocean-800 underline hover:bg-ocean-50"
              >
                Copy {dayLabel(day)} to all days
              </button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
