/** Account information (new visitors) or 'Signed in as …' (owners already signed in). */
import PasswordInput from '@/components/forms/PasswordInput';
import EmailField from '@/components/forms/EmailField';
import TextField from '@/components/forms/TextField';
import type { SignupValues } from '@/lib/signup-form';
import { registerSchema } from '@/lib/schemas/auth';
import { maxLengths } from '@/lib/schemas/limits';

/** The longest values the API accepts, from the schema that checks them. */
const limits = maxLengths(registerSchema);

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
          Signed in as <strong>{signedInAs}</strong>. The listing will be added to this account.
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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          error={errors.firstName?.[0]}
          name="firstName"
          autoComplete="given-name"
          defaultValue={values.firstName}
          required
          maxLength={limits.firstName}
        />
        <TextField
          label="Last Name"
          error={errors.lastName?.[0]}
          name="lastName"
          autoComplete="family-name"
          defaultValue={values.lastName}
          required
          maxLength={limits.lastName}
        />
      </div>
      <EmailField defaultValue={values.email} error={errors.email?.[0]} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordInput name="password" label="Password" autoComplete="new-password" minLength={8} error={errors.password?.[0]} />
        <PasswordInput
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          minLength={8}
          error={errors.confirmPassword?.[0]}
        />
      </div>
    </section>
  );
}
