/**
 * The /login form. Server-rendered as a plain POST form to /login (works without JavaScript; a refused
 * post comes back with the e-mail typed and the message); once hydrated it validates in place, posts
 * JSON to /api/login and shows the spec's toasts.
 */
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import { setFlashCookie } from '#src/platform/flash.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { loginSchema } from './auth.schema.ts';
import { toast } from '#src/ui/toast.store.ts';
import PasswordInput from '#src/ui/forms/PasswordInput.tsx';
import EmailField from '#src/ui/forms/EmailField.tsx';

export default function LoginForm({ next, form }: { next?: string | null; form?: FormState }) {
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const { values, errors, alert, pending, submit } = useIslandForm<{ redirectTo?: string }>({
    url: `/api/login${query}`,
    schema: loginSchema,
    initial: form,
    failure: { title: 'Login Failed', error: 'Invalid email or password' },
  });

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (!result?.ok) return;
    const welcome = { title: 'Welcome back!', description: 'You have successfully logged in.' };
    toast(welcome);
    setFlashCookie(welcome); // so the next page shows it too
    window.location.assign(result.data.redirectTo ?? '/dashboard');
  }

  return (
    <form method="post" action={`/login${query}`} onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <FormAlert alert={alert} />
      <EmailField defaultValue={values.email} error={errors.email?.[0]} />
      <PasswordInput
        name="password"
        label="Password"
        autoComplete="current-password"
        minLength={6}
        error={errors.password?.[0]}
      />
      <button type="submit" className="btn-primary w-full disabled:opacity-70" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
