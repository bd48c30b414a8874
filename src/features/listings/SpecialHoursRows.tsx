/**
 * Special hours rows (premium): a date, closed or special hours, and an optional note. Named inputs
 * (`special.0.date`, …) so the rows post without JavaScript; adding and removing rows needs the island.
 */
import type { SpecialDraft } from './profile-draft.ts';
import { blankSpecial } from './profile-draft.ts';
import { FieldError } from '#src/ui/forms/FormField.tsx';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { specialDaySchema } from './profile.schema.ts';

const noteMax = maxLengths(specialDaySchema).note;

interface Props {
  rows: SpecialDraft[];
  errors: Record<string, string>;
  interactive: boolean;
  onChange: (rows: SpecialDraft[]) => void;
}

const control = 'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base';

export default function SpecialHoursRows({ rows, errors, interactive, onChange }: Props) {
  const set = (i: number, patch: Partial<SpecialDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="grid gap-3" aria-describedby="special-help">
      <legend className="mb-1 text-lg font-semibold text-slate-900">Special hours</legend>
      <p id="special-help" className="text-sm text-slate-600">
        Holiday or storm closures and seasonal hours for a date. They replace that day's weekly hours in &ldquo;Open now&rdquo;
        and on your page. To remove a date, clear its row.
      </p>
      <input type="hidden" name="special.rows" value={rows.length} />
      <FieldError error={errors.specialHours} />
      {rows.map((row, i) => {
        const error = errors[`special.${i}`];
        const errorId = `special-${i}-error`;
        const described = error ? errorId : undefined;
        const n = i + 1;
        return (
          <div
            key={i}
            data-special-row
            className="grid grid-cols-2 items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_10rem_1fr_1fr] [&:has(option[value=closed]:checked)_[data-special-times]]:hidden"
          >
            <label className="grid gap-1 text-sm text-slate-800">
              Date
              <input
                type="date"
                name={`special.${i}.date`}
                value={row.date}
                onChange={(e) => set(i, { date: e.target.value })}
                aria-label={`Special date ${n}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                className={control}
              />
            </label>
            <label className="grid gap-1 text-sm text-slate-800">
              That day
              <select
                name={`special.${i}.status`}
                value={row.closed ? 'closed' : 'hours'}
                onChange={(e) => set(i, { closed: e.target.value === 'closed' })}
                aria-label={`Special date ${n} status`}
                className={control}
              >
                <option value="closed">Closed</option>
                <option value="hours">Special hours</option>
              </select>
            </label>
            <label data-special-times className="grid gap-1 text-sm text-slate-800">
              Opens
              <input
                type="time"
                name={`special.${i}.open`}
                value={row.open}
                onChange={(e) => set(i, { open: e.target.value })}
                aria-label={`Special date ${n} opens`}
                aria-describedby={described}
                className={control}
              />
            </label>
            <label data-special-times className="grid gap-1 text-sm text-slate-800">
              Closes
              <input
                type="time"
                name={`special.${i}.close`}
                value={row.close}
                onChange={(e) => set(i, { close: e.target.value })}
                aria-label={`Special date ${n} closes`}
                aria-describedby={described}
                className={control}
              />
            </label>
            <label className="col-span-2 grid gap-1 text-sm text-slate-800 sm:col-span-3">
              Note (optional)
              <input
                type="text"
                name={`special.${i}.note`}
                value={row.note}
                maxLength={noteMax}
                onChange={(e) => set(i, { note: e.target.value })}
                aria-label={`Special date ${n} note`}
                placeholder="e.g. Closed for Thanksgiving"
                className={control}
              />
            </label>
            {interactive && (
              <button
                type="button"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                className="btn-outline col-span-2 sm:col-span-1"
                aria-label={`Remove special date ${n}`}
              >
                Remove
              </button>
            )}
            <FieldError id={errorId} error={error} className="col-span-2 sm:col-span-4" />
          </div>
        );
      })}
      {interactive && (
        <button type="button" onClick={() => onChange([...rows, blankSpecial()])} className="btn-outline justify-self-start">
          Add a date
        </button>
      )}
    </fieldset>
  );
}
