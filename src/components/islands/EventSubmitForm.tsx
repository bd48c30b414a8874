/** /events/submit: an owner submits an event (pending approval). Dates are Central time. */
import FormAlert from '@/components/forms/FormAlert';
import FormField, { controlClass } from '@/components/forms/FormField';
import { useIslandForm } from '@/components/forms/use-island-form';
import { setFlashCookie } from '@/lib/flash';
import type { FormState } from '@/lib/form-state';
import { eventCategoryOptions, eventSubmitSchema } from '@/lib/schemas/event';
import { handleLoggedOut } from '@/stores/session-expired';
import EventRepeatFields from './EventRepeatFields';

interface Props {
  timeZone: string;
  zoneName: string;
  /** The page's state after a refused no-JavaScript post (values typed, messages). */
  form?: FormState;
}

export default function EventSubmitForm({ timeZone, zoneName, form }: Props) {
  const { values, errors, alert, pending, submit } = useIslandForm({
    url: '/api/events',
    schema: eventSubmitSchema(timeZone),
    initial: form,
    failure: { title: 'Error', error: 'Failed to submit event. Please try again.' },
  });

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (result?.status === 401) return handleLoggedOut(500);
    if (!result?.ok) return;
    setFlashCookie({
      title: 'Event Submitted',
      description: 'Thank you! Your event will appear on the calendar once it is approved.',
    });
    window.location.assign('/dashboard?tab=events');
  }

  return (
    <form method="post" action="/events/submit" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <FormAlert alert={alert} />
      <FormField label="Event Title" error={errors.title?.[0]}>
        {(a) => <input {...a} name="title" defaultValue={values.title} required maxLength={150} className={controlClass} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.[0]}>
          {(a) => (
            <select {...a} name="category" defaultValue={values.category ?? ''} required className={controlClass}>
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
          {(a) => (
            <input {...a} name="location" defaultValue={values.location} required maxLength={200} className={controlClass} />
          )}
        </FormField>
        <FormField label={`Starts (${zoneName}; a series: its first date)`} error={errors.startDate?.[0]}>
          {(a) => (
            <input
              {...a}
              name="startDate"
              defaultValue={values.startDate}
              type="datetime-local"
              required
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label={`Ends (${zoneName})`} error={errors.endDate?.[0]}>
          {(a) => (
            <input {...a} name="endDate" defaultValue={values.endDate} type="datetime-local" required className={controlClass} />
          )}
        </FormField>
      </div>
      <EventRepeatFields values={values} errors={errors} />
      <FormField label="Description" error={errors.description?.[0]}>
        {(a) => (
          <textarea
            {...a}
            name="description"
            defaultValue={values.description}
            rows={5}
            required
            maxLength={5000}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Image URL (optional)" error={errors.imageUrl?.[0]}>
          {(a) => (
            <input
              {...a}
              name="imageUrl"
              defaultValue={values.imageUrl}
              inputMode="url"
              maxLength={500}
              placeholder="https://"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Ticket URL (optional)" error={errors.ticketUrl?.[0]}>
          {(a) => (
            <input
              {...a}
              name="ticketUrl"
              defaultValue={values.ticketUrl}
              inputMode="url"
              maxLength={500}
              placeholder="https://"
              className={controlClass}
            />
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
