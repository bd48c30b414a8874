/**
 * The /contact form. Server-rendered as a plain POST form to /api/contact (works without JavaScript);
 * hydrated, it validates with the shared schema and posts JSON. `website` is a honeypot hidden from people.
 */
import { useState, type SubmitEvent } from 'react';
import FormField, { controlClass } from '@/components/forms/FormField';
import { postJson } from '@/lib/api-client';
import { fieldErrors } from '@/lib/schemas/auth';
import { contactSchema, HONEYPOT_FIELD } from '@/lib/schemas/contact';
import { toast } from '@/stores/toast';

export default function ContactForm() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = contactSchema.safeParse(data);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const result = await postJson<{ message?: string }>('/api/contact', data).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      if (result?.data.errors) setErrors(result.data.errors);
      toast({
        title: 'Error',
        description: result?.data.error ?? 'Failed to send your message. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    form.reset();
    setSent(result.data.message ?? 'Message sent');
    toast({ title: 'Message Sent', description: result.data.message });
  }

  return (
    <form method="post" action="/api/contact" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      {sent && (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900">
          {sent}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.[0]}>
          {(a) => <input {...a} name="name" autoComplete="name" required maxLength={100} className={controlClass} />}
        </FormField>
        <FormField label="Email" error={errors.email?.[0]}>
          {(a) => (
            <input {...a} name="email" type="email" autoComplete="email" required maxLength={254} className={controlClass} />
          )}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.[0]}>
        {(a) => <input {...a} name="subject" required maxLength={200} className={controlClass} />}
      </FormField>
      <FormField label="Message" error={errors.message?.[0]}>
        {(a) => <textarea {...a} name="message" rows={6} required maxLength={5000} className={controlClass} />}
      </FormField>
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          Leave this field empty
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
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
