/**
 * The dropdown of unclaimed listings ('name - category'). A GET form of its own: without JavaScript
 * 'Use this business' reloads the page pre-filled; with it, choosing pre-fills in place.
 */
import FormField, { controlClass } from '#src/ui/forms/FormField.tsx';
import type { ClaimOption } from '#src/features/signup/signup-form.ts';

interface Props {
  action: string;
  options: ClaimOption[];
  selected: string;
  error?: string;
  onSelect: (id: string) => void;
}

export default function ClaimPicker({ action, options, selected, error, onSelect }: Props) {
  return (
    <form
      method="get"
      action={action}
      className="grid gap-3 rounded-xl border border-slate-200 p-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <input type="hidden" name="mode" value="claim" />
      <h2 className="text-xl font-semibold text-slate-900">Find Your Business</h2>
      {options.length === 0 ? (
        <p className="text-slate-700">There are no unclaimed businesses right now. Create a new listing instead.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <FormField label="Select your business" error={error} className="min-w-0 flex-1">
            {(a) => (
              <select
                {...a}
                name="businessId"
                value={selected}
                onChange={(e) => onSelect(e.target.value)}
                className={controlClass}
              >
                <option value="">Choose a business to claim</option>
                {options.map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {`${o.name} - ${o.categoryLabel}`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <noscript>
            <button type="submit" className="btn-outline">
              Use this business
            </button>
          </noscript>
        </div>
      )}
    </form>
  );
}
