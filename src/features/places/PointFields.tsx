/**
 * The map point's two number fields in the listing editor's one form. Uncontrolled: the map (in
 * MapPointForm.astro) writes into them when the pin is dragged, and what was typed before the island
 * started stays. The island only adds the Save's messages next to them.
 */
import type { FormState } from '#src/ui/forms/form-state.ts';
import { refusedErrors } from '#src/features/listings/listing-edit-form.ts';
import { useEditorErrors } from '#src/features/listings/listing-editor.store.ts';

interface Props {
  latitude: number | null;
  longitude: number | null;
  form: FormState;
}

const control =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700';

const fields = [
  { name: 'latitude', label: 'Latitude', min: -90, max: 90 },
  { name: 'longitude', label: 'Longitude', min: -180, max: 180 },
] as const;

export default function PointFields({ latitude, longitude, form }: Props) {
  const refused = form.values._form ? form.values : null;
  const errors = useEditorErrors(refused ? refusedErrors(refused) : {});
  const own = { latitude, longitude };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label, min, max }) => {
        const error = errors[name];
        return (
          <div key={name} className="grid content-start gap-1">
            <label htmlFor={`point-${name}`} className="font-medium text-slate-900">
              {label}
            </label>
            <input
              id={`point-${name}`}
              name={name}
              type="number"
              step="any"
              min={min}
              max={max}
              inputMode="decimal"
              defaultValue={refused?.[name] ?? (own[name] === null ? '' : String(own[name]))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `point-${name}-error` : 'point-hint'}
              className={control}
            />
            {error && (
              <p id={`point-${name}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
