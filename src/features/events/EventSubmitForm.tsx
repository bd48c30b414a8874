/**
 * /events/submit: an owner submits an event (pending approval). With `editId` the same form edits that
 * event at /dashboard/events/{id} (PATCH, no image link). Dates are Central time.
 */
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import TextField from '#src/ui/forms/TextField.tsx';
import SelectField from '#src/ui/forms/SelectField.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import { setFlashCookie } from '#src/platform/flash.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { eventCategoryOptions, eventSubmitSchema } from './event.schema.ts';
import { eventEditSchema, eventSavedMessage } from './event-edit.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { handleLoggedOut } from '#src/platform/session-expired.store.ts';
import EventRepeatFields from './EventRepeatFields.tsx';

interface Props {
  timeZone: string;
  zoneName: string;
  /** The page's state after a refused no-JavaScript post (values typed, messages). */
  form?: FormState;
  /** Edit this event instead of submitting a new one. */
  editId?: number;
  /** The edited event repeats (its Starts is the series' first date). */
  series?: boolean;
}

export default function EventSubmitForm({ timeZone, zoneName, form, editId, series = false }: Props) {
  const editing = editId !== undefined;
  const submitSchema = eventSubmitSchema(timeZone);
  // The longest values the API accepts, from the schema that checks them (an edit has the same limits).
  const limits = maxLengths(submitSchema);
  const { values, errors, field, alert, pending, submit } = useIslandForm({
    url: editing ? `/api/events/${editId}` : '/api/events',
    method: editing ? 'PATCH' : 'POST',
    schema: editing ? eventEditSchema(timeZone) : submitSchema,
    initial: form,
    failure: editing
      ? { title: 'Error', error: 'Failed to save your changes. Please try again.' }
      : { title: 'Error', error: 'Failed to submit event. Please try again.' },
  });

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (result?.status === 401) return handleLoggedOut(500);
    if (!result?.ok) return;
    const saved = result.data as { pendingRevision?: unknown; backToReview?: boolean };
    setFlashCookie(
      editing
        ? eventSavedMessage({ pendingRevision: !!saved.pendingRevision, backToReview: !!saved.backToReview })
        : { title: 'Event Submitted', description: 'Thank you! Your event will appear on the calendar once it is approved.' },
    );
    window.location.assign('/dashboard?tab=events');
  }

  return (
    <form
      method="post"
      action={editing ? `/dashboard/events/${editId}` : '/events/submit'}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-busy={pending}
    >
      <FormAlert alert={alert} />
      <TextField label="Event Title" {...field('title')} required maxLength={limits.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Category"
          error={errors.category?.[0]}
          name="category"
          defaultValue={values.category ?? ''}
          required
          prompt="Select a category"
          options={eventCategoryOptions}
        />
        <TextField label="Location" {...field('location')} required maxLength={limits.location} />
        <TextField
          // A new event may be made a series below; an edited one-off event cannot, so the hint would mislead.
          label={editing && !series ? `Starts (${zoneName})` : `Starts (${zoneName}; a series: its first date)`}
          {...field('startDate')}
          type="datetime-local"
          required
        />
        <TextField label={`Ends (${zoneName})`} {...field('endDate')} type="datetime-local" required />
      </div>
      {/* The Repeats pattern is chosen at submission; an edit keeps it (src/features/events/event-edit.schema.ts). */}
      {!editing && <EventRepeatFields values={values} errors={errors} />}
      <TextAreaField label="Description" {...field('description')} rows={5} required maxLength={limits.description} />
      <div className="grid gap-5 sm:grid-cols-2">
        {!editing && (
          <TextField
            label="Image URL (optional)"
            {...field('imageUrl')}
            inputMode="url"
            maxLength={limits.imageUrl}
            placeholder="https://"
          />
        )}
        <TextField
          label="Ticket URL (optional)"
          {...field('ticketUrl')}
          inputMode="url"
          maxLength={limits.ticketUrl}
          placeholder="https://"
        />
      </div>
      <p className="text-slate-700">
        {editing
          ? 'Changes to an event on the calendar are reviewed by our team; until then visitors see it as it is.'
          : 'Events are reviewed by our team before they appear on the calendar.'}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <a href="/dashboard?tab=events" className="btn-outline">
          Cancel
        </a>
        <button type="submit" className="btn-accent disabled:opacity-70" disabled={pending}>
          {editing ? (pending ? 'Saving...' : 'Save changes') : pending ? 'Submitting...' : 'Submit Event'}
        </button>
      </div>
    </form>
  );
}
