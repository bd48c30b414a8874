/**
 * The /register form (issue 35: a visitor account, no listing). Server-rendered as a plain POST form to
 * /register (works without JavaScript; a refused post comes back with what was typed, never the
 * passwords); once hydrated it checks the fields in place, posts JSON to /api/register and goes on to
 * the same "Check your email" page. `next` rides along, so the mailed link returns to it.
 */
import FormAlert from '@/components/forms/FormAlert';
import { useIslandForm } from '@/components/forms/use-island-form';
import EmailField from '@/components/forms/EmailField';
import PasswordInput from '@/components/forms/PasswordInput';
import TextField from '@/components/forms/TextField';
import type { FormState } from '@/lib/form-state';
import { registerFormSchema, registerSchema } from '@/lib/schemas/auth';
import { maxLengths } from '@/lib/schemas/limits';

const limits = maxLengths(registerSchema);

export default function RegisterForm({ next, form }: { next?: string | null; form?: FormState }) {
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const { values, errors, alert, pending, submit } = useIslandForm({
    url: `/api/register${query}`,
    schema: registerFormSchema,
    initial: form,
    failure: { title: 'Registration failed', error: 'Please check the form and try again.' },
  });

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (result?.ok) window.location.assign(`/register?sent=1${next ? `&next=${encodeURIComponent(next)}` : ''}`);
  }

  return (
    <form method="post" action={`/register${query}`} onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <FormAlert alert={alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          error={errors.firstName?.[0]}
          name="firstName"
          type="text"
          autoComplete="given-name"
          defaultValue={values.firstName}
          required
          maxLength={limits.firstName}
        />
        <TextField
          label="Last Name"
          error={errors.lastName?.[0]}
          name="lastName"
          type="text"
          autoComplete="family-name"
          defaultValue={values.lastName}
          required
          maxLength={limits.lastName}
        />
      </div>
      <EmailField defaultValue={values.email} error={errors.email?.[0]} />
      <PasswordInput name="password" label="Password" autoComplete="new-password" minLength={8} error={errors.password?.[0]} />
      <PasswordInput
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        minLength={8}
        error={errors.confirmPassword?.[0]}
      />
      <button type="submit" className="btn-primary w-full disabled:opacity-70" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}
