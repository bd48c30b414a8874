/**
 * The "Repeats" part of the event submit form. Without JavaScript every group is shown (the
 * server renders them all and validates what applies to the choice); once hydrated, only the group for
 * the chosen pattern is. Field names are the flat ones of src/features/events/event-recurrence.schema.ts.
 */
import { useEffect, useId, useState } from 'react';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import FormField, { controlClass } from '#src/ui/forms/FormField.tsx';
import { MAX_LISTED_DATES, MONTH_WEEK_NAMES, MONTH_WEEKS, WEEKDAY_CODES, WEEKDAY_NAMES } from './recurrence.ts';
import { REPEAT_CHOICES } from './event-recurrence.schema.ts';

interface Props {
  values: Record<string, string | undefined>;
  errors: Record<string, string[] | undefined>;
}

const legendClass = 'text-sm font-medium text-slate-800';
const errorClass = 'text-sm font-medium text-red-700';

export default function EventRepeatFields({ values, errors }: Props) {
  const [repeat, setRepeat] = useState(values.repeat ?? 'none');
  const [end, setEnd] = useState(values.repeatEnd === 'count' ? 'count' : 'until');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = useId();
  const show = (group: string) => !hydrated || repeat === group;
  const daysError = errors.repeatDays?.[0];

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">Repeats</legend>
      <FormField label="Repeats" error={errors.repeat?.[0]} hint="A series can run for up to a year.">
        {(a) => (
          <select
            {...a}
            name="repeat"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            className={controlClass}
            data-repeat-choice
          >
            {Object.entries(REPEAT_CHOICES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <fieldset hidden={!show('weekly')} aria-describedby={daysError ? `${id}-days-error` : undefined}>
        <legend className={legendClass}>Weekly: on these days</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {WEEKDAY_CODES.map((code) => (
            <label
              key={code}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 has-[:checked]:border-ocean-700 has-[:checked]:bg-ocean-50"
            >
              <input
                type="checkbox"
                name={`repeatOn${code}`}
                defaultChecked={!!values[`repeatOn${code}`]}
                aria-invalid={daysError ? true : undefined}
                aria-label={WEEKDAY_NAMES[code]}
                className="h-5 w-5"
              />
              <span aria-hidden="true">{WEEKDAY_NAMES[code].slice(0, 3)}</span>
            </label>
          ))}
        </div>
        {daysError && (
          <p id={`${id}-days-error`} className={`mt-1.5 ${errorClass}`}>
            {daysError}
          </p>
        )}
      </fieldset>

      <div hidden={!show('monthly')} className="grid gap-4 sm:grid-cols-2">
        <FormField label="Monthly: which week" error={errors.repeatWeek?.[0]}>
          {(a) => (
            <select {...a} name="repeatWeek" defaultValue={values.repeatWeek ?? ''} className={controlClass}>
              <option value="">Choose a week</option>
              {MONTH_WEEKS.map((w) => (
                <option key={w} value={w === -1 ? 'last' : String(w)}>
                  {MONTH_WEEK_NAMES[w]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Monthly: day of the week" error={errors.repeatWeekday?.[0]}>
          {(a) => (
            <select {...a} name="repeatWeekday" defaultValue={values.repeatWeekday ?? ''} className={controlClass}>
              <option value="">Choose a day</option>
              {WEEKDAY_CODES.map((code) => (
                <option key={code} value={code}>
                  {WEEKDAY_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <div hidden={!show('dates')}>
        <TextAreaField
          label="Other dates"
          error={errors.repeatDates?.[0]}
          hint={`One date per line as YYYY-MM-DD, after the first date above (at most ${MAX_LISTED_DATES}). Same times.`}
          name="repeatDates"
          defaultValue={values.repeatDates}
          rows={3}
          placeholder="2027-01-09"
        />
      </div>

      <fieldset hidden={hydrated && (repeat === 'none' || repeat === 'dates')} className="grid gap-3">
        <legend className={legendClass}>Weekly or monthly: ends</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-2">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="repeatEnd"
                value="until"
                checked={end === 'until'}
                onChange={() => setEnd('until')}
                className="h-5 w-5"
              />
              On a date
            </label>
            <FormField label="Last date" error={errors.repeatUntil?.[0]}>
              {(a) => <input {...a} type="date" name="repeatUntil" defaultValue={values.repeatUntil} className={controlClass} />}
            </FormField>
          </div>
          <div className="grid gap-2">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="repeatEnd"
                value="count"
                checked={end === 'count'}
                onChange={() => setEnd('count')}
                className="h-5 w-5"
              />
              After a number of times
            </label>
            <FormField label="Times in all" error={errors.repeatCount?.[0]}>
              {(a) => (
                <input
                  {...a}
                  type="number"
                  name="repeatCount"
                  min={2}
                  max={366}
                  inputMode="numeric"
                  defaultValue={values.repeatCount}
                  className={controlClass}
                />
              )}
            </FormField>
          </div>
        </div>
      </fieldset>
    </fieldset>
  );
}
