/**
 * /verify-email: the link's page names the account it verifies and waits for a click
 * (opening a link someone else sent must not sign you in to their account). The button is a plain form
 * post to the page (works without JavaScript); hydrated, it posts the token to /api/verify-email and
 * shows the spec's states (verifying, then success, already verified or error). The page renders
 * `VerifyEmailStatus` alone for final states it already knows.
 */
import { useState, type SubmitEvent } from 'react';
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import { api } from '#src/platform/api-client.ts';
import { setFlashCookie } from '#src/platform/flash.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import EmailField from '#src/ui/forms/EmailField.tsx';
import type { AccountKind } from './account-nav.ts';

export type VerifyState = 'verifying' | 'success' | 'already' | 'error';

export function VerifyEmailStatus({
  state,
  message,
  signedIn = false,
  kind = 'owner',
  resend,
}: {
  state: VerifyState;
  message?: string;
  signedIn?: boolean;
  /** The account just verified (src/features/accounts/server/account-kind.ts): a visitor's has no dashboard to go to. */
  kind?: AccountKind;
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
        {signedIn && (
          <p>
            {kind === 'visitor'
              ? 'You are signed in. Your reviews and account settings are on My Account.'
              : 'You are signed in. Business owners: finish your listing from your dashboard.'}
          </p>
        )}
        <Actions
          links={[
            // A first verification signs in: a new owner continues to payment from the dashboard; a visitor
            // account (nothing to manage there) goes to its own page, where its reviews and events are.
            ...(!signedIn
              ? []
              : kind === 'visitor'
                ? [{ href: '/account', label: 'Go to My Account', primary: true }]
                : [
                    { href: '/dashboard', label: 'Go to Dashboard', primary: true },
                    { href: '/account', label: 'Your Account' },
                  ]),
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

const iconPaths = { check: 'M5 12l5 5 9-10', cross: 'M18 6 6 18M6 6l12 12', mail: 'M3 6h18v12H3zM3 7l9 6 9-6' } as const;

function Card({ title, icon, children }: { title: string; icon: 'spinner' | keyof typeof iconPaths; children: React.ReactNode }) {
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
            <path d={iconPaths[icon]} />
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

/** An address that wraps after its "@" on a narrow screen rather than at any letter. */
function Address({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * The link's first view: whose account this is, and what the button does. Without JavaScript the form
 * posts to the page (src/features/accounts/server/email-verification.ts), which redirects with `?result=`.
 */
function ConfirmVerification({
  token,
  email,
  signedInAs,
  next,
  onSubmit,
}: {
  token: string;
  email: string;
  signedInAs: string | null;
  next: string | null;
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
}) {
  const same = signedInAs !== null && signedInAs.toLowerCase() === email.toLowerCase();
  const label = same ? 'Verify my email' : `${signedInAs === null ? 'Verify and sign in as' : 'Verify'} ${email}`;
  const account = (
    <strong className="wrap-anywhere text-slate-900">
      <Address email={email} />
    </strong>
  );
  return (
    <Card title="Confirm Your Email" icon="mail">
      <p>This link verifies the account</p>
      <p className="text-lg">{account}</p>
      {signedInAs === null ? (
        <p className="text-slate-700">
          The button verifies this address and signs you in to this account in this browser. If it is not your address, close this
          page: nothing changes.
        </p>
      ) : same ? (
        <p className="text-slate-700">You are signed in to this account.</p>
      ) : (
        <p className="text-slate-700">
          You stay signed in as <span className="wrap-anywhere">{signedInAs}</span>: the button only verifies the address above.
        </p>
      )}
      <form
        method="post"
        action={`/verify-email${next ? `?next=${encodeURIComponent(next)}` : ''}`}
        className="mt-2"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="token" value={token} />
        {/* The label spells the address whole: browsers name the <wbr> inside it as a space. */}
        <button type="submit" className="btn-primary max-w-full wrap-anywhere" aria-label={label}>
          {same ? (
            'Verify my email'
          ) : (
            <>
              {signedInAs === null ? 'Verify and sign in as ' : 'Verify '}
              <Address email={email} />
            </>
          )}
        </button>
      </form>
    </Card>
  );
}

export default function VerifyEmail({
  token,
  email,
  kind,
  signedInAs,
  next = null,
}: {
  token: string;
  email: string;
  /** What the account the link verifies is (the box after verifying offers its home). */
  kind: AccountKind;
  signedInAs: string | null;
  /** A same-site path (checked on the server) to continue to once verified, e.g. the review form. */
  next?: string | null;
}) {
  const [state, setState] = useState<VerifyState | 'confirm'>('confirm');
  const [message, setMessage] = useState<string>();
  const [signedIn, setSignedIn] = useState(false);
  const sameAccount = signedInAs !== null && signedInAs.toLowerCase() === email.toLowerCase();

  async function verify(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('verifying');
    const result = await api<{
      message?: string;
      alreadyVerified?: boolean;
      signedIn?: boolean;
      claim?: { id: number };
      checkoutUrl?: string;
    }>('/api/verify-email', { body: { token } });
    // Verified and signed in as this account: continue to the claim it opened, the checkout of the premium
    // listing saved at signup, or where the visitor was heading.
    const onward =
      result.ok && !result.data.alreadyVerified && (result.data.signedIn || sameAccount)
        ? result.data.claim
          ? `/claims/${result.data.claim.id}`
          : (result.data.checkoutUrl ?? next)
        : null;
    if (onward) {
      setFlashCookie({ title: 'Email Verified!', description: 'Your email has been successfully verified!' });
      window.location.assign(onward);
      return;
    }
    setSignedIn(result.ok && !!result.data.signedIn);
    // status 0: no answer came at all.
    const failure = result.status === 0 ? 'An error occurred during verification' : 'Verification failed';
    setMessage(result.ok ? result.data.message : (result.error ?? failure));
    setState(!result.ok ? 'error' : result.data.alreadyVerified ? 'already' : 'success');
  }

  if (state === 'confirm')
    return <ConfirmVerification token={token} email={email} signedInAs={signedInAs} next={next} onSubmit={verify} />;
  return <VerifyEmailStatus state={state} message={message} signedIn={signedIn} kind={kind} />;
}
