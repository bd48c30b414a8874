/**
 * The owner's edit form for one listing (PATCH /api/businesses/{id}). Description, contact details,
 * website and hours change at once; a new name or category sends the listing back to review.
 */
import { useState, type SubmitEvent } from 'react';
import HoursEditor, { type HoursValue } from '@/components/dashboard/HoursEditor';
import FormField, { controlClass } from '@/components/forms/FormField';
import { postJson } from '@/lib/api-client';
import { categories } from '@/lib/categories';
import type { DashboardBusiness } from '@/lib/dashboard-types';
import { setFlashCookie } from '@/lib/flash';
import { fieldErrors } from '@/lib/schemas/auth';
import { businessUpdateSchema } from '@/lib/schemas/business';
import { businessEmailHint } from '@/lib/signup-form';
import { handleLoggedOut } from '@/stores/session-expired';
import { toast } from '@/stores/toast';

export default function BusinessEditForm({ business }: { business: DashboardBusiness }) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [hours, setHours] = useState<HoursValue>(business.hours ?? {});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    // Half-filled days are left out rather than rejected: a day needs both times or "closed".
    const filled = Object.fromEntries(
      Object.entries(hours)
        .filter(([, h]) => h.closed || (h.open && h.close))
        .map(([d, h]) => [d, h.closed ? { open: h.open || '00:00', close: h.close || '00:00', closed: true } : h]),
    );
    const body = { ...form, hours: Object.keys(filled).length ? filled : null };
    const parsed = businessUpdateSchema.safeParse(body);
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
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        On a live listing, a new name, category or description is reviewed by our team before it shows; the listing stays online
        as it is meanwhile. Contact details, website and hours change at once.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Business Name" error={errors.name?.[0]}>
          {(a) => <input {...a} name="name" defaultValue={business.name} required maxLength={120} className={controlClass} />}
        </FormField>
        <FormField label="Category" error={errors.category?.[0]}>
          {(a) => (
            <select {...a} name="category" defaultValue={business.category} className={controlClass}>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.[0]}>
        {(a) => (
          <textarea
            {...a}
            name="description"
            defaultValue={business.description}
            rows={5}
            maxLength={5000}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone" error={errors.phone?.[0]}>
          {(a) => (
            <input {...a} name="phone" type="tel" defaultValue={business.phone ?? ''} maxLength={30} className={controlClass} />
          )}
        </FormField>
        <FormField label="Business e-mail (shown publicly)" error={errors.email?.[0]} hint={businessEmailHint}>
          {(a) => (
            <input
              {...a}
              name="email"
              type="email"
              defaultValue={business.email ?? ''}
              maxLength={254}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Website (optional)" error={errors.website?.[0]}>
          {(a) => (
            <input
              {...a}
              name="website"
              inputMode="url"
              defaultValue={business.website ?? ''}
              maxLength={500}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Address (optional)" error={errors.address?.[0]}>
          {(a) => <input {...a} name="address" defaultValue={business.address ?? ''} maxLength={200} className={controlClass} />}
        </FormField>
      </div>
      <HoursEditor value={hours} onChange={setHours} />
      {errors.hours && <p className="text-sm font-medium text-red-700">{errors.hours[0]}</p>}
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
