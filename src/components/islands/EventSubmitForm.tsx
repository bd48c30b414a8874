/** /events/submit: an owner submits an event (pending approval). Dates are Central time. */
import { useState, type SubmitEvent } from 'react';
import FormField, { controlClass } from '@/components/forms/FormField';
import { postJson } from '@/lib/api-client';
import { setFlashCookie } from '@/lib/flash';
import { fieldErrors } from '@/lib/schemas/auth';
import { eventCategoryOptions, eventSubmitSchema } from '@/lib/schemas/event';
import { handleLoggedOut } from '@/stores/session-expired';
import { toast } from '@/stores/toast';

export default function EventSubmitForm({ timeZone, zoneName }: { timeZone: string; zoneName: string }) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = eventSubmitSchema(timeZone).safeParse(data);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const result = await postJson('/api/events', data).catch(() => null);
    setPending(false);
    if (result?.status === 401) return handleLoggedOut(500);
    if (!result?.ok) {
      if (result?.data.errors) setErrors(result.data.errors);
      toast({
        title: 'Error',
        description: result?.data.error ?? 'Failed to submit event. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setFlashCookie({
      title: 'Event Submitted',
      description: 'Thank you! Your event will appear on the calendar once it is approved.',
    });
    window.location.assign('/dashboard?tab=events');
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <FormField label="Event Title" error={errors.title?.[0]}>
        {(a) => <input {...a} name="title" required maxLength={150} className={controlClass} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.[0]}>
          {(a) => (
            <select {...a} name="category" defaultValue="" required className={controlClass}>
              <option value="">Select a category</option>
              {eventCategoryOptions.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Location" error={errors.location?.[0]}>
          {(a) => <input {...a} name="location" required maxLength={200} className={controlClass} />}
        </FormField>
        <FormField label={`Starts (${zoneName})`} error={errors.startDate?.[0]}>
          {(a) => <input {...a} name="startDate" type="datetime-local" required className={controlClass} />}
        </FormField>
        <FormField label={`Ends (${zoneName})`} error={errors.endDate?.[0]}>
          {(a) => <input {...a} name="endDate" type="datetime-local" required className={controlClass} />}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.[0]}>
        {(a) => <textarea {...a} name="description" rows={5} required maxLength={5000} className={controlClass} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Image URL (optional)" error={errors.imageUrl?.[0]}>
          {(a) => (
            <input {...a} name="imageUrl" inputMode="url" maxLength={500} placeholder="https://" className={controlClass} />
          )}
        </FormField>
        <FormField label="Ticket URL (optional)" error={errors.ticketUrl?.[0]}>
          {(a) => (
            <input {...a} name="ticketUrl" inputMode="url" maxLength={500} placeholder="https://" className={controlClass} />
          )}
        </FormField>
      </div>
      <p className="text-slate-700">Events are reviewed by our team before they appear on the calendar.</p>
      <div className="flex flex-wrap justify-end gap-3">
        <a href="/dashboard?tab=events" className="btn-outline">
          Cancel
        </a>
        <button type="submit" className="btn-accent disabled:opacity-70" disabled={pending}>
          {pending ? 'Submitting...' : 'Submit Event'}
        </button>
      </div>
    </form>
  );
}
