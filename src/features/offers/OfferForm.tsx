/**
 * The owner's "Add an offer" form. Server-rendered as a plain POST form to the listing's offers page (works
 * without JavaScript; a refused post comes back with what was typed); hydrated, it validates with the shared
 * schema and posts JSON to POST /api/businesses/{id}/offers, then reloads the page with a toast.
 */
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import TextField from '#src/ui/forms/TextField.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import { setFlashCookie } from '#src/platform/flash.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { offerSchema, offerText } from './offer.schema.ts';

interface Props {
  businessId: number;
  timeZone: string;
  /** The page's form state; `values.startsAt` is prefilled with the current time on a first visit. */
  form: FormState;
}

const limits = maxLengths(offerSchema('UTC'));
const ZONE_HINT = 'Date and time in Central time';
const dateFields = [
  { name: 'startsAt', label: 'Starts', hint: ZONE_HINT },
  { name: 'endsAt', label: 'Ends', hint: `${ZONE_HINT}. The offer disappears at this minute.` },
] as const;

export default function OfferForm({ businessId, timeZone, form }: Props) {
  const page = `/dashboard/businesses/${businessId}/offers`;
  const { field, alert, pending, submit } = useIslandForm({
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
      <TextField label="Title" {...field('title')} hint="For example: 10% off sunset cruises" required maxLength={limits.title} />
      <TextAreaField
        label="Details"
        {...field('details')}
        hint="What the offer includes and any conditions."
        rows={4}
        required
        maxLength={limits.details}
      />
      <TextField
        label="Code (optional)"
        {...field('code')}
        hint="Visitors tap Show code to see it. Letters, digits, dashes."
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={limits.code}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {dateFields.map(({ name, label, hint }) => (
          <TextField key={name} label={label} type="datetime-local" {...field(name)} hint={hint} required />
        ))}
      </div>
      <button type="submit" className="btn-primary w-fit" disabled={pending}>
        {pending ? 'Saving...' : 'Save offer'}
      </button>
    </form>
  );
}
