/** Account information (new visitors) or 'Signed in as …' (owners already signed in). */
import NewAccountFields from '#src/ui/forms/NewAccountFields.tsx';
import type { SignupValues } from './signup-form.ts';

interface Props {
  signedInAs: string | null;
  values: SignupValues;
  errors: Record<string, string[]>;
}

export default function AccountSection({ signedInAs, values, errors }: Props) {
  if (signedInAs) {
    return (
      <section aria-labelledby="account-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="account-heading" className="text-xl font-semibold text-slate-900">
          Account Information
        </h2>
        <p className="mt-2 text-slate-800">
          Signed in as <strong className="wrap-anywhere">{signedInAs}</strong>. The listing will be added to this account.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="account-heading" className="grid gap-5 rounded-xl border border-slate-200 p-5">
      <div>
        <h2 id="account-heading" className="text-xl font-semibold text-slate-900">
          Account Information
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          You will use this email and password to manage your listing. Already have an account?{' '}
          <a href="/login?next=/business-signup" className="font-medium underline">
            Log in first
          </a>
          .
        </p>
      </div>
      <NewAccountFields values={values} errors={errors} />
    </section>
  );
}
