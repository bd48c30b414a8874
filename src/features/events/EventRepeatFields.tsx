/**
 * The "Repeats" part of the event submit form. Without JavaScript every group is shown (the
 * server renders them all and validates what applies to the choice); once hydrated, only the group for
 * the chosen pattern is. Field names are the flat ones of src/features/events/event-recurrence.schema.ts.
 */
import { useEffect, useId, useState } from 'react';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import SelectField from '#src/ui/forms/SelectField.tsx';
import { fieldOf } from '#src/ui/forms/form-state.ts';
import TextField from '#src/ui/forms/TextField.tsx';
import { MAX_LISTED_DATES, MONTH_WEEK_NAMES, MONTH_WEEKS, WEEKDAY_CODES, WEEKDAY_NAMES } from './recurrence.ts';
import { REPEAT_CHOICES } from './event-recurrence.schema.ts';

interface Props {
  values: Record<string, string | undefined>;
  errors: Record<string, string[] | undefined>;
}

const legendClass = 'text-sm font-medium text-slate-800';
const errorClass = 'text-sm font-medium text-red-700';

export default function EventRepeatFields({ values, errors }: Props) {
  const field = fieldOf(values, errors);
  const [repeat, setRepeat] = useState(values.repeat ?? 'none');
  const [end, setEnd] = useState(values.repeatEnd === 'count' ? 'count' : 'until');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = useId();
  const show = (group: string) => !hydrated || repeat === group;
  const daysError = errors.repeatDays?.[0];
  const endChoice = (value: 'until' | 'count', text: string) => (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name="repeatEnd"
        value={value}
        checked={end === value}
        onChange={() => setEnd(value)}
        className="h-5 w-5"
      />
      {text}
    </label>
  );

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">Repeats</legend>
      <SelectField
        label="Repeats"
        error={errors.repeat?.[0]}
        hint="A series can run for up to a year."
        name="repeat"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        data-repeat-choice
        options={Object.entries(REPEAT_CHOICES)}
      />

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
        <SelectField
          label="Monthly: which week"
          error={errors.repeatWeek?.[0]}
          name="repeatWeek"
          defaultValue={values.repeatWeek ?? ''}
          prompt="Choose a week"
          options={MONTH_WEEKS.map((w) => [w === -1 ? 'last' : String(w), MONTH_WEEK_NAMES[w]] as const)}
        />
        <SelectField
          label="Monthly: day of the week"
          error={errors.repeatWeekday?.[0]}
          name="repeatWeekday"
          defaultValue={values.repeatWeekday ?? ''}
          prompt="Choose a day"
          options={WEEKDAY_CODES.map((code) => [code, WEEKDAY_NAMES[code]] as const)}
        />
      </div>

      <div hidden={!show('dates')}>
        <TextAreaField
          label="Other dates"
          hint={`One date per line as YYYY-MM-DD, after the first date above (at most ${MAX_LISTED_DATES}). Same times.`}
          {...field('repeatDates')}
          rows={3}
          placeholder="2027-01-09"
        />
      </div>

      <fieldset hidden={hydrated && (repeat === 'none' || repeat === 'dates')} className="grid gap-3">
        <legend className={legendClass}>Weekly or monthly: ends</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-2">
            {endChoice('until', 'On a date')}
            <TextField label="Last date" type="date" {...field('repeatUntil')} />
          </div>
          <div className="grid gap-2">
            {endChoice('count', 'After a number of times')}
            <TextField label="Times in all" type="number" {...field('repeatCount')} min={2} max={366} inputMode="numeric" />
          </div>
        </div>
      </fieldset>
    </fieldset>
  );
}
