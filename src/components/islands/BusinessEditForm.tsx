/**
 * The owner's edit form for one listing (PATCH /api/businesses/{id}). Contact details, website and hours
 * change at once; on a live listing a new name, category or description waits for review. Without
 * JavaScript the same form posts to the editor page, which answers with what the owner typed on refusal.
 */
import { useState, type SubmitEvent } from 'react';
import HoursEditor from '@/components/dashboard/HoursEditor';
import FormField, { controlClass } from '@/components/forms/FormField';
import { postJson } from '@/lib/api-client';
import { categories } from '@/lib/categories';
import type { DashboardBusiness, ListingFormState } from '@/lib/dashboard-types';
import { setFlashCookie } from '@/lib/flash';
import { fieldErrors } from '@/lib/schemas/auth';
import { businessUpdateSchema } from '@/lib/schemas/business';
import { hoursDayErrors } from '@/lib/schemas/hours';
import { FREE_DESCRIPTION_MAX } from '@/lib/schemas/profile';
import { draftToHours, hoursToDraft, type HoursDraft } from '@/lib/hours-draft';
import { businessEmailHint } from '@/lib/signup-form';
import { handleLoggedOut } from '@/stores/session-expired';
import { toast } from '@/stores/toast';

const textFields = ['name', 'category', 'description', 'phone', 'email', 'website', 'address'] as const;

export default function BusinessEditForm({ business, state }: { business: DashboardBusiness; state?: ListingFormState }) {
  const [errors, setErrors] = useState<Record<string, string[]>>(state?.errors ?? {});
  const [hours, setHours] = useState<HoursDraft>(state?.hours ?? hoursToDraft(business.hours));
  const [hourErrors, setHourErrors] = useState(state?.hourErrors ?? {});
  const [pending, setPending] = useState(false);
  const initial = (field: (typeof textFields)[number]) => state?.values[field] ?? business[field] ?? '';

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = Object.fromEntries(textFields.map((f) => [f, String(data.get(f) ?? '')]));
    const weekly = draftToHours(hours);
    const body = { ...form, hours: weekly };
    const parsed = businessUpdateSchema.safeParse(body);
    const dayErrors = hoursDayErrors(weekly ?? {});
    setHourErrors(dayErrors);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setPending(true);
    const result = await postJson<{ backToReview?: boolean; pendingRevision?: unknown }>(
      `/api/businesses/${business.id}`,
      body,
      'PATCH',
    ).catch(() => null);
    setPending(false);
    if (result?.status === 401) return handleLoggedOut(500);
    if (!result?.ok) {
      if (result?.data.errors) setErrors(result.data.errors);
      setHourErrors(hoursDayErrors(weekly ?? {}));
      toast({
        title: 'Error',
        description: result?.data.error ?? 'Failed to update listing. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    const message = {
      title: 'Listing updated',
      description: result.data.pendingRevision
        ? 'Your changes are saved. The new name, category or description will show once our team approves them; until then your listing stays live as it is.'
        : 'Your changes are saved.',
    };
    setFlashCookie(message);
    window.location.assign('/dashboard');
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <input type="hidden" name="_form" value="listing" />
      {errors._ && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {errors._[0]}
        </p>
      )}
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        On a live listing, a new name, category or description is reviewed by our team before it shows; the listing stays online
        as it is meanwhile. Contact details, website and hours change at once.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Business Name" error={errors.name?.[0]}>
          {(a) => <input {...a} name="name" defaultValue={initial('name')} required maxLength={120} className={controlClass} />}
        </FormField>
        <FormField label="Category" error={errors.category?.[0]}>
          {(a) => (
            <select {...a} name="category" defaultValue={initial('category')} className={controlClass}>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        label="Description"
        error={errors.description?.[0]}
        hint={
          business.premium
            ? 'Enhanced description: up to 5,000 characters. A blank line starts a new paragraph; **bold**, *italics*, lists with "- " and links as [text](https://…).'
            : `Up to ${FREE_DESCRIPTION_MAX.toLocaleString('en-US')} characters of plain text. Premium listings get 5,000 characters with bold, italics, lists and links.`
        }
      >
        {(a) => (
          <textarea
            {...a}
            name="description"
            defaultValue={initial('description')}
            rows={business.premium ? 10 : 5}
            maxLength={business.premium ? 5000 : FREE_DESCRIPTION_MAX}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone" error={errors.phone?.[0]}>
          {(a) => (
            <input {...a} name="phone" type="tel" defaultValue={initial('phone')} maxLength={30} className={controlClass} />
          )}
        </FormField>
        <FormField label="Business e-mail (shown publicly)" error={errors.email?.[0]} hint={businessEmailHint}>
          {(a) => (
            <input {...a} name="email" type="email" defaultValue={initial('email')} maxLength={254} className={controlClass} />
          )}
        </FormField>
        <FormField label="Website (optional)" error={errors.website?.[0]}>
          {(a) => (
            <input
              {...a}
              name="website"
              inputMode="url"
              defaultValue={initial('website')}
              maxLength={500}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Address (optional)" error={errors.address?.[0]}>
          {(a) => <input {...a} name="address" defaultValue={initial('address')} maxLength={200} className={controlClass} />}
        </FormField>
      </div>
      <HoursEditor value={hours} errors={hourErrors} onChange={setHours} />
      {errors.hours && Object.keys(hourErrors).length === 0 && (
        <p className="text-sm font-medium text-red-700">{errors.hours[0]}</p>
      )}
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
