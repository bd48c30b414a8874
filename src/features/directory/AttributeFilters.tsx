/**
 * "What the place offers" on the directory form: one checkbox per listing attribute, all named `attr`, so the GET
 * form sends `?attr=waterfront&attr=pet-friendly` without JavaScript (the page reads repeated and comma-separated
 * values alike). Ticking more than one keeps the listings that have every one.
 */
import { attributeLabels, inListOrder, listingAttributes, type ListingAttribute } from '#src/features/listings/attributes.ts';

interface Props {
  selected: readonly ListingAttribute[];
  onChange: (selected: ListingAttribute[]) => void;
}

/** The checkbox ids, so the island can read what was ticked before it hydrated. */
export const attributeCheckboxId = (a: ListingAttribute): string => `directory-attr-${a}`;

export default function AttributeFilters({ selected, onChange }: Props) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:col-span-full">
      <legend className="sr-only">What the place offers</legend>
      {listingAttributes.map((a) => (
        <label key={a} className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-800">
          <input
            type="checkbox"
            name="attr"
            value={a}
            id={attributeCheckboxId(a)}
            checked={selected.includes(a)}
            onChange={(e) => onChange(inListOrder(e.target.checked ? [...selected, a] : selected.filter((s) => s !== a)))}
            className="size-5 accent-ocean-700"
          />
          {attributeLabels[a]}
        </label>
      ))}
    </fieldset>
  );
}
