/**
 * The owner's edit form for one listing (PATCH /api/businesses/{id}). Contact details, website and hours
 * change at once; on a live listing a new name, category or description waits for review. Without
 * JavaScript the same form posts to the editor page (the one form mechanism), which shows what was typed
 * again on refusal, hours included.
 */
import { useState } from 'react';
import TextAreaField from '@/components/forms/TextAreaField';
import HoursEditor from '@/components/dashboard/HoursEditor';
import FormAlert from '@/components/forms/FormAlert';
import TextField from '@/components/forms/TextField';
import FormField, { controlClass, FieldError } from '@/components/forms/FormField';
import { useIslandForm } from '@/components/forms/use-island-form';
import { categories } from '@/lib/categories';
import type { DashboardBusiness } from '@/lib/schemas/responses';
import { setFlashCookie } from '@/lib/flash';
import type { FormState } from '@/lib/form-state';
import { draftFromForm, draftToHours, hoursToDraft, type HoursDraft } from '@/lib/hours-draft';
import { businessUpdateSchema, listingSavedMessage } from '@/lib/schemas/business';
import { hoursDayErrors } from '@/lib/schemas/hours';
import { FREE_DESCRIPTION_MAX } from '@/lib/schemas/profile';
import { businessEmailHint } from '@/lib/signup-form';
import { handleLoggedOut } from '@/stores/session-expired';
import { maxLengths } from '@/lib/schemas/limits';

/** The longest values the API accepts, from the schema that checks them. */
const limits = maxLengths(businessUpdateSchema);

interface Props {
  business: DashboardBusiness;
  /** The page's state after a refused no-JavaScript post (values typed, messages). */
  form?: FormState;
}

export default function BusinessEditForm({ business, form }: Props) {
  const refused = form?.values._form === 'listing' ? form : undefined;
  const [hours, setHours] = useState<HoursDraft>(() =>
    refused ? draftFromForm((n) => refused.values[n] ?? null) : hoursToDraft(business.hours),
  );
  const [hourErrors, setHourErrors] = useState(() => (refused ? hoursDayErrors(draftToHours(hours) ?? {}) : {}));
  const { values, errors, alert, pending, submit } = useIslandForm<{ pendingRevision?: boolean; backToReview?: boolean }>({
    url: `/api/businesses/${business.id}`,
    method: 'PATCH',
    schema: businessUpdateSchema,
    initial: refused,
    failure: { title: 'Error', error: 'Failed to update listing. Please try again.' },
    // Every day is sent (an untouched week means no hours): a half-filled day is refused, never dropped.
    body: ({ name, category, description, phone, email, website, address }) => ({
      ...{ name, category, description, phone, email, website, address },
      hours: draftToHours(hours),
    }),
  });
  /** What the field shows: the value typed in a refused post, else the listing's own. */
  const shown = (key: string, own: string | null) => values[key] ?? own ?? '';

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    setHourErrors(hoursDayErrors(draftToHours(hours) ?? {}));
    const result = await submit(event);
    if (result?.status === 401) return handleLoggedOut(500);
    if (!result?.ok) return;
    setFlashCookie(
      listingSavedMessage({ pendingRevision: !!result.data.pendingRevision, backToReview: !!result.data.backToReview }),
    );
    window.location.assign('/dashboard');
  }

  return (
    <form
      method="post"
      action={`/dashboard/businesses/${business.id}`}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-busy={pending}
    >
      <input type="hidden" name="_form" value="listing" />
      <FormAlert alert={alert} />
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        On a live listing, a new name, category or description is reviewed by our team before it shows; the listing stays online
        as it is meanwhile. Contact details, website and hours change at once.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Business Name"
          error={errors.name?.[0]}
          name="name"
          defaultValue={shown('name', business.name)}
          required
          maxLength={limits.name}
        />
        <FormField label="Category" error={errors.category?.[0]}>
          {(a) => (
            <select {...a} name="category" defaultValue={shown('category', business.category)} className={controlClass}>
              {/* Labels as values, like the signup form: the listing's own label (the API's) selects its option. */}
              {categories.map((c) => (
                <option key={c.slug} value={c.label}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <TextAreaField
        label="Description"
        error={errors.description?.[0]}
        hint={
          business.premium
            ? 'Enhanced description: up to 5,000 characters. A blank line starts a new paragraph; **bold**, *italics*, lists with "- " and links as [text](https://…).'
            : `Up to ${FREE_DESCRIPTION_MAX.toLocaleString('en-US')} characters of plain text. Premium listings get 5,000 characters with bold, italics, lists and links.`
        }
        name="description"
        defaultValue={shown('description', business.description)}
        rows={business.premium ? 10 : 5}
        maxLength={business.premium ? limits.description : FREE_DESCRIPTION_MAX}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Phone"
          error={errors.phone?.[0]}
          name="phone"
          type="tel"
          defaultValue={shown('phone', business.phone)}
          maxLength={limits.phone}
        />
        <TextField
          label="Business e-mail (shown publicly)"
          error={errors.email?.[0]}
          hint={businessEmailHint}
          name="email"
          type="email"
          defaultValue={shown('email', business.email)}
          maxLength={limits.email}
        />
        <TextField
          label="Website (optional)"
          error={errors.website?.[0]}
          name="website"
          inputMode="url"
          defaultValue={shown('website', business.website)}
          maxLength={limits.website}
        />
        <TextField
          label="Address (optional)"
          error={errors.address?.[0]}
          name="address"
          defaultValue={shown('address', business.address)}
          maxLength={limits.address}
        />
      </div>
      <HoursEditor value={hours} errors={hourErrors} onChange={setHours} />
      {errors.hours && Object.keys(hourErrors).length === 0 && <FieldError error={errors.hours[0]} />}
      <div className="flex flex-wrap justify-end gap-3">
        <a href="/dashboard" className="btn-outline">
          Cancel
        </a>
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
