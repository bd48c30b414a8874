/** Business details. In claim mode name and category come from the listing and are locked ('Pre-filled'). */
import TextField from '#src/ui/forms/TextField.tsx';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import SelectField from '#src/ui/forms/SelectField.tsx';
import FormField, { controlClass, PrefilledTag } from '#src/ui/forms/FormField.tsx';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { signupCategoryLabels } from '#src/features/listings/business.schema.ts';
import { businessEmailHint, type SignupValues } from './signup-form.ts';
import { signupListingSchema } from '#src/features/listings/business.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { fieldOf } from '#src/ui/forms/form-state.ts';

/** The longest values the API accepts, from the schema that checks them. */
const limits = maxLengths(signupListingSchema);

interface Props {
  values: SignupValues;
  errors: Record<string, string[]>;
  locked: boolean;
}

export default function BusinessDetails({ values, errors, locked }: Props) {
  const field = fieldOf(values, errors);
  return (
    <section aria-labelledby="details-heading" className="grid gap-5 rounded-xl border border-slate-200 p-5">
      <h2 id="details-heading" className="text-xl font-semibold text-slate-900">
        Business Details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={<>Business Name{locked && <PrefilledTag />}</>}
          {...field('name')}
          readOnly={locked}
          required
          maxLength={limits.name}
          autoComplete="organization"
        />
        {locked ? (
          <FormField
            label={
              <>
                Category
                <PrefilledTag />
              </>
            }
            error={errors.category?.[0]}
          >
            {(a) => (
              <>
                <input {...a} defaultValue={categoryLabel(values.category)} readOnly className={controlClass} />
                <input type="hidden" name="category" value={values.category} />
              </>
            )}
          </FormField>
        ) : (
          <SelectField
            label="Category"
            {...field('category')}
            required
            prompt="Select a category"
            options={signupCategoryLabels}
          />
        )}
      </div>
      <TextAreaField
        label="Description"
        hint="What you offer, what makes you special (at least 10 characters)."
        {...field('description')}
        required
        rows={5}
        maxLength={limits.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Phone" {...field('phone')} type="tel" autoComplete="tel" required maxLength={limits.phone} />
        <TextField
          label="Business e-mail (shown publicly)"
          hint={businessEmailHint}
          {...field('businessEmail')}
          type="email"
          autoComplete="off"
          maxLength={limits.businessEmail}
        />
        <TextField
          label="Website (optional)"
          {...field('website')}
          type="text"
          inputMode="url"
          autoComplete="url"
          maxLength={limits.website}
          placeholder="www.example.com"
        />
      </div>
      <TextField label="Address (optional)" {...field('address')} autoComplete="address-line1" maxLength={limits.address} />
    </section>
  );
}
