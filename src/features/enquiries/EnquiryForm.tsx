/**
 * "Ask a question / request a quote" on a premium listing. Server-rendered as a plain POST form to the listing's
 * /ask page (works without JavaScript, and a refused post comes back with what was typed); hydrated, it validates
 * with the shared schema and posts JSON to the listing's enquiries endpoint, then says the question was sent.
 * `website` is a honeypot hidden from people.
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import EmailField from '#src/ui/forms/EmailField.tsx';
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import TextField from '#src/ui/forms/TextField.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { HONEYPOT_FIELD } from '#src/features/contact/contact.schema.ts';
import { enquirySchema, enquiryText } from './enquiry.schema.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';

const limits = maxLengths(enquirySchema);

interface Props {
  businessId: number;
  businessName: string;
  /** The page the plain form posts to (/business/{id}/ask). */
  action: string;
  form?: FormState;
}

export default function EnquiryForm({ businessId, businessName, action, form }: Props) {
  const { values, errors, field, alert, pending, submit } = useIslandForm({
    url: `/api/businesses/${businessId}/enquiries`,
    schema: enquirySchema,
    initial: form,
    failure: { title: 'Not sent', error: 'Your question could not be sent. Please try again.' },
  });
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  if (sent) return <EnquirySent ref={confirmation} businessName={businessName} />;

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (result?.ok) setSent(true);
  }

  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert alert={alert} />
      <TextField label="Name" {...field('name')} autoComplete="name" required maxLength={limits.name} />
      <EmailField
        defaultValue={values.email}
        error={errors.email?.[0]}
        hint="The answer comes to this address. The business does not see it."
      />
      <TextAreaField
        label="Your question"
        {...field('message')}
        rows={5}
        required
        maxLength={limits.message}
        hint="Dates, group size, what you would like a quote for…"
      />
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button type="submit" className="btn-primary justify-self-start disabled:opacity-70" disabled={pending}>
        {pending ? 'Sending...' : 'Send question'}
      </button>
    </form>
  );
}

/** The confirmation shown instead of the form (the /ask page shows the same after a plain post). */
export function EnquirySent({ businessName, ref }: { businessName: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900" data-enquiry-sent>
      <p className="font-semibold">Question sent to {businessName}</p>
      <p className="mt-1">{enquiryText.sent}</p>
    </div>
  );
}
