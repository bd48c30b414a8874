/**
 * The signup / claim form (/business-signup, /list-your-business). Server-rendered as a plain POST
 * form to the page itself (works without JavaScript); hydrated, it validates with the same zod schema
 * as the server, posts JSON to /api/business-signup and follows the answer (confirmation or checkout).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import AccountSection from './AccountSection.tsx';
import BusinessDetails from './BusinessDetails.tsx';
import ClaimPicker from '#src/features/claims/ClaimPicker.tsx';
import ClaimProof from '#src/features/claims/ClaimProof.tsx';
import ClaimSteps from '#src/features/claims/ClaimSteps.tsx';
import ModeToggle from './ModeToggle.tsx';
import PlanPicker from './PlanPicker.tsx';
import { api } from '#src/platform/api-client.ts';
import { setFlashCookie } from '#src/platform/flash.ts';
import { signupMessages } from '#src/features/listings/business.schema.ts';
import { signupSchemaFor } from '#src/features/claims/claims.schema.ts';
import { fieldErrors } from '#src/platform/schemas/field-errors.ts';
import { emptySignupValues, premiumNextSteps, type ClaimOption, type SignupValues } from './signup-form.ts';
import { toast } from '#src/ui/toast.store.ts';
import type { Audience } from '#src/features/payments/audience.ts';

interface Props {
  action: string;
  initialValues: SignupValues;
  initialErrors: Record<string, string[]>;
  formError: { title: string; error: string } | null;
  signedInAs: string | null;
  /** Whether the signed-in account's e-mail is verified (claims need it). */
  verified: boolean;
  /** Where a claim code for the chosen listing can be sent, as shown (null: review only). */
  emailOnFile: string | null;
  claimOptions: ClaimOption[];
  /** False when online payments are not configured: Premium cannot be chosen. */
  premiumAvailable: boolean;
  /** The site's own audience for the plan card. */
  audience: Audience | null;
}

interface SignupAnswer {
  redirectTo?: string;
  title?: string;
  message?: string;
  signedIn?: boolean;
}

export default function SignupForm(props: Props) {
  const { action, initialValues, initialErrors, formError, signedInAs, verified, claimOptions, premiumAvailable, audience } =
    props;
  // The category field is uncontrolled: the plan card's figures follow what is picked there.
  const [category, setCategory] = useState(initialValues.category);
  const [emailOnFile, setEmailOnFile] = useState(props.emailOnFile);
  const [values, setValues] = useState(initialValues);
  const [formKey, setFormKey] = useState(0); // remounts the uncontrolled fields with new defaults
  const [errors, setErrors] = useState(initialErrors);
  const [banner, setBanner] = useState(formError);
  const [account, setAccount] = useState(signedInAs);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const mode = values.mode === 'claim' ? 'claim' : 'new';
  const locked = mode === 'claim' && values.businessId !== '';

  const reset = (next: SignupValues) => {
    setValues(next);
    setErrors({});
    setBanner(null);
    setFormKey((k) => k + 1);
  };

  const switchMode = (next: 'new' | 'claim') => {
    reset({ ...emptySignupValues(), plan: values.plan, subscriptionType: values.subscriptionType, mode: next });
    window.history.replaceState(null, '', next === 'claim' ? `${action}?mode=claim` : action);
  };

  async function choose(id: string) {
    if (!id) return reset({ ...values, businessId: '', name: '', category: '' });
    const result = await api<Record<string, string | null>>(`/api/businesses/${encodeURIComponent(id)}`);
    if (!result.ok) {
      toast({ title: 'Claiming Failed', description: 'Failed to claim business', variant: 'destructive' });
      return;
    }
    const b = result.data;
    const text = (v: string | null | undefined) => v ?? '';
    setEmailOnFile(claimOptions.find((o) => String(o.id) === id)?.codeTo ?? null);
    reset({
      ...values,
      businessId: id,
      name: text(b.name),
      category: text(b.category),
      phone: text(b.phone),
      website: text(b.website),
      address: text(b.address),
      description: text(b.description),
    });
  }

  /** Focus the first field, in page order, that has a message. */
  function focusFirstError(found: Record<string, string[]>) {
    requestAnimationFrame(() => {
      const fields = Array.from(
        form.current?.querySelectorAll<HTMLElement>('input[name]:not([type=hidden]), select[name], textarea[name]') ?? [],
      );
      fields.find((el) => found[el.getAttribute('name') ?? ''])?.focus();
    });
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = signupSchemaFor(data, !!account).safeParse(data);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      if (found.businessId) toast({ title: 'Claiming Failed', description: signupMessages.claim, variant: 'destructive' });
      focusFirstError(found);
      return;
    }
    setErrors({});
    setBanner(null);
    setPending(true);
    const result = await api<SignupAnswer>('/api/business-signup', { body: data });
    if (result.ok && result.data.redirectTo) {
      const message = { title: result.data.title ?? 'Success!', description: result.data.message };
      toast(message);
      setFlashCookie(message);
      window.location.assign(result.data.redirectTo);
      return;
    }
    if (result.status === 0) {
      toast({ title: 'Payment Error', description: 'Payment setup failed. Please try again.', variant: 'destructive' });
    } else {
      const answer = (result.ok ? result.data : result.body) as SignupAnswer;
      const found = result.ok ? {} : result.errors;
      const error = (result.ok ? undefined : result.error) ?? 'Registration failed';
      if (answer.signedIn && !account) setAccount(data.email ?? null);
      setErrors(found);
      const title = answer.title ?? (result.status === 429 ? 'Error' : 'Registration failed');
      setBanner({ title, error });
      toast({ title, description: error, variant: 'destructive' });
      focusFirstError(found);
    }
    setPending(false);
  }

  const premium = values.plan === 'premium';
  const submitLabel =
    mode === 'claim'
      ? pending
        ? 'Submitting...'
        : account
          ? 'Start Claim'
          : 'Create Account'
      : pending
        ? premium
          ? 'Redirecting to payment...'
          : 'Submitting...'
        : premium
          ? 'Continue to Payment'
          : 'Submit Free Listing';
  // A claim needs a chosen listing and, for a signed-in owner, a verified e-mail first.
  const showForm = mode === 'new' || (values.businessId !== '' && (!account || verified));
  return (
    <div className="grid gap-6">
      <ModeToggle action={action} mode={mode} onMode={switchMode} />
      {mode === 'claim' && <ClaimSteps signedInAs={account} verified={verified} businessId={values.businessId} />}
      {mode === 'claim' && (
        <ClaimPicker
          action={action}
          options={claimOptions}
          selected={values.businessId}
          error={errors.businessId?.[0]}
          onSelect={choose}
        />
      )}
      {showForm && (
        <form
          key={formKey}
          ref={form}
          method="post"
          action={action}
          noValidate
          onSubmit={onSubmit}
          onChange={(e) => {
            const field = e.target as unknown as HTMLSelectElement;
            if (field.name === 'category') setCategory(field.value);
          }}
          className="grid gap-6"
          aria-busy={pending}
        >
          {banner && (
            <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
              <p className="font-semibold">{banner.title}</p>
              <p>{banner.error}</p>
            </div>
          )}
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="businessId" value={mode === 'claim' ? values.businessId : ''} />
          <PlanPicker
            premiumAvailable={premiumAvailable}
            plan={values.plan}
            period={values.subscriptionType}
            onPlan={(plan) => setValues((v) => ({ ...v, plan }))}
            onPeriod={(p) => setValues((v) => ({ ...v, subscriptionType: p }))}
            audience={audience}
            category={(locked ? values.category : category) || null}
          />
          <AccountSection signedInAs={account} values={values} errors={errors} />
          {mode === 'claim' ? (
            <ClaimProof values={values} errors={errors} emailOnFile={emailOnFile} />
          ) : (
            <BusinessDetails values={values} errors={errors} locked={locked} />
          )}
          <p className="text-slate-700">
            {mode === 'claim'
              ? 'Nothing is charged and the listing does not change until your claim is approved.'
              : 'All submitted information is reviewed by our team before your listing goes live.'}
          </p>
          {mode === 'new' && premium && (
            <p id="premium-next-steps" className="rounded-lg border border-ocean-200 bg-ocean-50 p-3 text-slate-800">
              {account ? premiumNextSteps.signedIn : premiumNextSteps.newAccount}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="reset"
              className="btn-outline"
              onClick={(e) => (e.preventDefault(), reset({ ...emptySignupValues(), mode }))}
            >
              Clear Form
            </button>
            <button
              type="submit"
              className="btn-accent disabled:opacity-70"
              disabled={pending}
              aria-describedby={mode === 'new' && premium ? 'premium-next-steps' : undefined}
            >
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
