/**
 * The owner's "Add an offer" form. Server-rendered as a plain POST form to the listing's offers page (works
 * without JavaScript; a refused post comes back with what was typed); hydrated, it validates with the shared
 * schema and posts JSON to POST /api/businesses/{id}/offers, then reloads the page with a toast.
 */
import FormAlert from '@/components/forms/FormAlert';
import TextAreaField from '@/components/forms/TextAreaField';
import TextField from '@/components/forms/TextField';
import { useIslandForm } from '@/components/forms/use-island-form';
import { setFlashCookie } from '@/lib/flash';
import type { FormState } from '@/lib/form-state';
import { maxLengths } from '@/lib/schemas/limits';
import { offerSchema, offerText } from '@/lib/schemas/offer';

interface Props {
  businessId: number;
  timeZone: string;
  /** The page's form state; `values.startsAt` is prefilled with the current time on a first visit. */
  form: FormState;
}

const limits = maxLengths(offerSchema('UTC'));
const ZONE_HINT = 'Date and time in Central time';

export default function OfferForm({ businessId, timeZone, form }: Props) {
  const page = `/dashboard/businesses/${businessId}/offers`;
  const { values, errors, alert, pending, submit } = useIslandForm({
    url: `/api/businesses/${businessId}/offers`,
    schema: offerSchema(timeZone),
    initial: form,
    failure: { title: 'Offer not saved', error: 'The offer could not be saved. Please try again.' },
  });

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (!result?.ok) return;
    setFlashCookie({ title: 'Offer saved', description: offerText.created });
    window.location.assign(page);
  }

  return (
    <form method="post" action={page} onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <FormAlert alert={alert} />
      <TextField
        label="Title"
        name="title"
        defaultValue={values.title}
        error={errors.title?.[0]}
        hint="For example: 10% off sunset cruises"
        required
        maxLength={limits.title}
      />
      <TextAreaField
        label="Details"
        name="details"
        defaultValue={values.details}
        error={errors.details?.[0]}
        hint="What the offer includes and any conditions."
        rows={4}
        required
        maxLength={limits.details}
      />
      <TextField
        label="Code (optional)"
        name="code"
        defaultValue={values.code}
        error={errors.code?.[0]}
        hint="Visitors tap Show code to see it. Letters, digits, dashes."
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={limits.code}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          name="startsAt"
          defaultValue={values.startsAt}
          error={errors.startsAt?.[0]}
          hint={ZONE_HINT}
          required
        />
        <TextField
          label="Ends"
          type="datetime-local"
          name="endsAt"
          defaultValue={values.endsAt}
          error={errors.endsAt?.[0]}
          hint={`${ZONE_HINT}. The offer disappears at this minute.`}
          required
        />
      </div>
      <button type="submit" className="btn-primary w-fit" disabled={pending}>
        {pending ? 'Saving...' : 'Save offer'}
      </button>
    </form>
  );
}
