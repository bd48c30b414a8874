/**
 * 'Stay Connected' newsletter form (spec §2 Newsletter block, §4 states, §8 messages).
 * Server-rendered as a plain POST form to /newsletter, so it works before (or without) hydration;
 * once hydrated it posts JSON to the API and reports the result in a live region.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';

type State = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

const EMPTY_MESSAGE = 'Please enter a valid email address.';
const FALLBACK_ERROR = 'Failed to subscribe. Please try again.';

async function subscribe(email: string): Promise<void> {
  const res = await fetch('/api/newsletter/subscribe', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' && body.error ? body.error : FALLBACK_ERROR);
  }
}

export default function NewsletterForm({ dark = true }: { dark?: boolean }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = 'newsletter';

  // Set after hydration: without JavaScript the browser's own required/email validation applies;
  // with it, the spec's message is shown instead. (React's SSR would print these camelCased.)
  useEffect(() => {
    formRef.current?.setAttribute('novalidate', '');
    inputRef.current?.setAttribute('autocomplete', 'email');
  }, []);
  const submitting = state.kind === 'submitting';

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setState({ kind: 'error', message: EMPTY_MESSAGE });
      inputRef.current?.focus();
      return;
    }
    setState({ kind: 'submitting' });
    try {
      await subscribe(value);
      setEmail('');
      setState({ kind: 'success' });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR });
    }
  }

  const messageId = `${id}-message`;
  return (
    <div>
      <form ref={formRef} action="/newsletter" method="post" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          placeholder="Enter your email"
          value={email}
          disabled={submitting}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={messageId}
          aria-invalid={state.kind === 'error' ? true : undefined}
          className="min-h-11 w-full flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-600 disabled:opacity-70"
        />
        <button
          type="submit"
          disabled={submitting}
          className={
            dark ? 'btn bg-white text-ocean-800 hover:bg-ocean-50 disabled:opacity-80' : 'btn-primary disabled:opacity-80'
          }
        >
          {submitting ? 'Subscribing' : 'Subscribe'}
        </button>
      </form>
      <div id={messageId} role="status" aria-live="polite" className="mt-3 min-h-6">
        {state.kind === 'success' && (
          <div className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
            <p className="font-bold">Success!</p>
            <p>You've been subscribed to our newsletter.</p>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
            <p className="font-bold">Error</p>
            <p>{state.message}</p>
          </div>
        )}
      </div>
    </div>
  );
}
