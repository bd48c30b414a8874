/**
 * 'Stay Connected' newsletter form.
 * Server-rendered as a plain POST form to /newsletter, so it works before (or without) hydration (a refused post
 * comes back with the address as typed);
 * once hydrated it posts JSON to the API and reports the outcome with the shared toasts.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Toaster from '#src/ui/Toaster.tsx';
import { api } from '#src/platform/api-client.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { newsletterMessages } from './newsletter-messages.ts';
import { toast } from '#src/ui/toast.store.ts';

const EMPTY_MESSAGE = newsletterMessages.empty;
const FALLBACK_ERROR = newsletterMessages.fallback;
const TOASTER_SELECTOR = 'section[aria-label="Notifications (F8)"]';

export default function NewsletterForm({ form }: { form?: FormState }) {
  const [email, setEmail] = useState(form?.values.email ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState(Boolean(form?.errors.email));
  // The island brings its own Toaster unless the page already mounted one (never two on a page);
  // that way React loads only when the form scrolls into view.
  const [ownToaster, setOwnToaster] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Set after hydration: without JavaScript the browser's own required/email validation applies;
    // with it, the spec's message is shown instead. (React's SSR would print these camelCased.)
    formRef.current?.setAttribute('novalidate', '');
    inputRef.current?.setAttribute('autocomplete', 'email');
    setOwnToaster(document.querySelector(TOASTER_SELECTOR) === null);
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setInvalid(true);
      toast({ title: 'Error', description: EMPTY_MESSAGE, variant: 'destructive' });
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setSubmitting(true);
    const result = await api('/api/newsletter/subscribe', { body: { email: value } });
    setSubmitting(false);
    if (result.ok) {
      setEmail('');
      // Double opt-in: the mailed link subscribes, so the toast says to look for it.
      toast({ title: newsletterMessages.successTitle, description: newsletterMessages.checkEmail });
    } else {
      setInvalid(true);
      toast({ title: 'Error', description: result.error ?? FALLBACK_ERROR, variant: 'destructive' });
    }
  }

  return (
    <>
      <form ref={formRef} action="/newsletter" method="post" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          ref={inputRef}
          id="newsletter-email"
          name="email"
          type="email"
          required
          placeholder="Enter your email"
          value={email}
          disabled={submitting}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid ? true : undefined}
          className="min-h-11 w-full flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-600 disabled:opacity-70"
        />
        <button type="submit" disabled={submitting} className="btn bg-white text-ocean-800 hover:bg-ocean-50 disabled:opacity-80">
          {submitting ? 'Subscribing' : 'Subscribe'}
        </button>
      </form>
      {ownToaster && <Toaster />}
    </>
  );
}
