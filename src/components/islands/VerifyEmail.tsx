/**
 * /verify-email: posts the link's token once and shows the spec's four states. The page renders
 * `VerifyEmailStatus` alone (no JavaScript) for final states it already knows.
 */
import { useEffect, useState } from 'react';
import FormAlert from '@/components/forms/FormAlert';
import { api } from '@/lib/api-client';
import type { FormState } from '@/lib/form-state';
import EmailField from '@/components/forms/EmailField';

export type VerifyState = 'verifying' | 'success' | 'already' | 'error';

export function VerifyEmailStatus({
  state,
  message,
  signedIn = false,
  resend,
}: {
  state: VerifyState;
  message?: string;
  signedIn?: boolean;
  /** The resend form as the server refused it (no JavaScript): the address typed and the messages. */
  resend?: FormState;
}) {
  if (state === 'verifying') {
    return (
      <Card title="Verifying Your Email" icon="spinner">
        <p>Please wait while we verify your email address...</p>
      </Card>
    );
  }
  if (state === 'success') {
    return (
      <Card title="Email Verified!" icon="check">
        <p>{message || 'Your email has been successfully verified!'}</p>
        {signedIn && <p>You are signed in: finish your listing from your dashboard.</p>}
        <Actions
          links={[
            // A first verification signs in (issue 12 F7): a new owner continues to payment from the dashboard.
            ...(signedIn ? [{ href: '/dashboard', label: 'Go to Dashboard', primary: true }] : []),
            { href: '/business-directory', label: 'Browse Business Directory', primary: !signedIn },
            { href: '/', label: 'Go to Homepage' },
          ]}
        />
      </Card>
    );
  }
  if (state === 'already') {
    return (
      <Card title="Already Verified" icon="check">
        <p>{message || 'Your email is already verified'}</p>
        <Actions links={[{ href: '/business-directory', label: 'Browse Business Directory', primary: true }]} />
      </Card>
    );
  }
  return (
    <Card title="Verification Failed" icon="cross">
      <p>{message || 'Verification failed'}</p>
      <p className="text-slate-700">
        The verification link may have expired or be invalid. You can sign up again, or ask for a new link below.
      </p>
      <Actions
        links={[
          { href: '/business-signup', label: 'Sign Up Again', primary: true },
          { href: '/', label: 'Go to Homepage' },
        ]}
      />
      <ResendForm form={resend} />
    </Card>
  );
}

/** A plain form (with or without JavaScript): it posts to the page, which redirects with a flash message. */
function ResendForm({ form }: { form?: FormState }) {
  return (
    <form method="post" action="/verify-email?form=resend" className="mt-6 grid gap-3 border-t border-slate-200 pt-6 text-left">
      <h3 className="text-lg font-semibold">Need a new link?</h3>
      <FormAlert alert={form?.formError ?? null} />
      <EmailField defaultValue={form?.values.email} error={form?.errors.email?.[0]} />
      <button type="submit" className="btn-outline">
        Send a new verification link
      </button>
    </form>
  );
}

function Card({ title, icon, children }: { title: string; icon: 'spinner' | 'check' | 'cross'; children: React.ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 text-center" role={icon === 'spinner' ? 'status' : undefined}>
      <span
        aria-hidden="true"
        className={`inline-flex h-14 w-14 items-center justify-center rounded-full ${icon === 'cross' ? 'bg-red-100 text-red-700' : 'bg-ocean-100 text-ocean-700'}`}
      >
        {icon === 'spinner' ? (
          <span className="h-7 w-7 animate-spin rounded-full border-4 border-current border-t-transparent motion-reduce:animate-none" />
        ) : (
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d={icon === 'check' ? 'M5 12l5 5 9-10' : 'M18 6 6 18M6 6l12 12'} />
          </svg>
        )}
      </span>
      <h2 className="text-2xl font-bold">{title}</h2>
      <div className="grid gap-3 text-base">{children}</div>
    </div>
  );
}

function Actions({ links }: { links: { href: string; label: string; primary?: boolean }[] }) {
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      {links.map((l) => (
        <a key={l.href} href={l.href} className={l.primary ? 'btn-primary' : 'btn-outline'}>
          {l.label}
        </a>
      ))}
    </div>
  );
}

export default function VerifyEmail({ token }: { token: string }) {
  const [state, setState] = useState<VerifyState>('verifying');
  const [message, setMessage] = useState<string>();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void api<{ message?: string; alreadyVerified?: boolean; signedIn?: boolean }>('/api/verify-email', { body: { token } }).then(
      (result) => {
        if (cancelled) return;
        setSignedIn(result.ok && !!result.data.signedIn);
        // status 0: no answer came at all.
        const failure = result.status === 0 ? 'An error occurred during verification' : 'Verification failed';
        setMessage(result.ok ? result.data.message : (result.error ?? failure));
        setState(!result.ok ? 'error' : result.data.alreadyVerified ? 'already' : 'success');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  return <VerifyEmailStatus state={state} message={message} signedIn={signedIn} />;
}
