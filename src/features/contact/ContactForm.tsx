/**
 * The /contact form. Server-rendered as a plain POST form to /contact (works without JavaScript, and a
 * refused post comes back with what was typed); hydrated, it validates with the shared schema and posts
 * JSON to /api/contact. `website` is a honeypot hidden from people.
 */
import { useState } from 'react';
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import EmailField from '#src/ui/forms/EmailField.tsx';
import TextAreaField from '#src/ui/forms/TextAreaField.tsx';
import TextField from '#src/ui/forms/TextField.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { contactSchema, HONEYPOT_FIELD } from './contact.schema.ts';
import { toast } from '#src/ui/toast.store.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';

/** The longest values the API accepts, from the schema that checks them. */
const limits = maxLengths(contactSchema);

export default function ContactForm({ form }: { form?: FormState }) {
  const { values, errors, field, alert, pending, submit } = useIslandForm({
    url: '/api/contact',
    schema: contactSchema,
    initial: form,
    failure: { title: 'Error', error: 'Failed to send your message. Please try again.' },
  });
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const element = event.currentTarget;
    const result = await submit(event);
    if (!result?.ok) return;
    element.reset();
    setSent(result.data.message ?? 'Message sent');
    toast({ title: 'Message Sent', description: result.data.message });
  }

  return (
    <form method="post" action="/contact" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <FormAlert alert={alert} />
      {sent && (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900">
          {sent}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" {...field('name')} autoComplete="name" required maxLength={limits.name} />
        <EmailField defaultValue={values.email} error={errors.email?.[0]} />
      </div>
      <TextField label="Subject" {...field('subject')} required maxLength={limits.subject} />
      <TextAreaField label="Message" {...field('message')} rows={6} required maxLength={limits.message} />
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={pending}>
          {pending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
