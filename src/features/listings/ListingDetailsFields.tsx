/**
 * The listing editor's details and weekly hours: part of the editor's one form (the page's <form>, saved
 * by ListingEditorSave). Contact details, website and hours change at once; on a live listing a new name,
 * category or description waits for review. The hours start from what the page's form shows when the
 * island starts, so a change made before it started is kept; after a refused no-JavaScript post the page
 * shows what was typed and the same messages the island would.
 */
import { useState } from 'react';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import HoursEditor from './HoursEditor.tsx';
import TextField from '#src/ui/forms/TextField.tsx';
import { FieldError } from '#src/ui/forms/FormField.tsx';
import SelectField from '#src/ui/forms/SelectField.tsx';
import type { DashboardBusiness } from '#src/platform/schemas/responses.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { draftFromForm, hoursToDraft, type HoursDraft } from './hours-draft.ts';
import { getterOf, pageFormGetter, refusedErrors } from './listing-edit-form.ts';
import { businessUpdateSchema, signupCategoryLabels } from './business.schema.ts';
import type { DayKey } from './hours.ts';
import { dayKeys } from './hours.ts';
import { FREE_DESCRIPTION_MAX } from './profile.schema.ts';
import { businessEmailHint } from '#src/features/signup/signup-form.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { useEditorErrors } from './listing-editor.store.ts';

/** The longest values the API accepts, from the schema that checks them. */
const limits = maxLengths(businessUpdateSchema);

interface Props {
  business: DashboardBusiness;
  /** The page's state after a refused no-JavaScript post (values typed). */
  form: FormState;
}

export default function ListingDetailsFields({ business, form }: Props) {
  const refused = form.values._form ? form.values : null;
  const [hours, setHours] = useState<HoursDraft>(() => {
    const page = pageFormGetter() ?? (refused && getterOf(refused));
    return page ? draftFromForm(page) : hoursToDraft(business.hours);
  });
  const errors = useEditorErrors(refused ? refusedErrors(refused) : {});
  const hourErrors = Object.fromEntries(
    dayKeys.flatMap((d) => (errors[`hours.${d}`] ? [[d, errors[`hours.${d}`]]] : [])),
  ) as Partial<Record<DayKey, string>>;
  /** A field's name, what it shows (the value typed in a refused post, else the listing's own) and its message. */
  const field = (name: 'name' | 'category' | 'description' | 'phone' | 'email' | 'website' | 'address') => ({
    name,
    defaultValue: refused?.[name] ?? business[name] ?? '',
    error: errors[name],
  });

  return (
    <div className="grid gap-5">
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        On a live listing, a new name, category or description is reviewed by our team before it shows; the listing stays online
        as it is meanwhile. Contact details, website and hours change at once.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Business Name" {...field('name')} required maxLength={limits.name} />
        {/* Labels as values, like the signup form: the listing's own label (the API's) selects its option. */}
        <SelectField label="Category" {...field('category')} options={signupCategoryLabels} />
      </div>
      <TextAreaField
        label="Description"
        hint={
          business.premium
            ? 'Enhanced description: up to 5,000 characters. A blank line starts a new paragraph; **bold**, *italics*, lists with "- " and links as [text](https://…).'
            : `Up to ${FREE_DESCRIPTION_MAX.toLocaleString('en-US')} characters of plain text. Premium listings get 5,000 characters with bold, italics, lists and links.`
        }
        {...field('description')}
        rows={business.premium ? 10 : 5}
        maxLength={business.premium ? limits.description : FREE_DESCRIPTION_MAX}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Phone" {...field('phone')} type="tel" maxLength={limits.phone} />
        <TextField
          label="Business e-mail (shown publicly)"
          hint={businessEmailHint}
          {...field('email')}
          type="email"
          maxLength={limits.email}
        />
        <TextField label="Website (optional)" {...field('website')} inputMode="url" maxLength={limits.website} />
        <TextField label="Address (optional)" {...field('address')} maxLength={limits.address} />
      </div>
      <HoursEditor value={hours} errors={hourErrors} onChange={setHours} copyAll />
      <FieldError error={errors.hours} />
    </div>
  );
}
