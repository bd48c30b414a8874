/**
 * The /login form. Server-rendered as a plain POST form to /login (works without JavaScript; a refused
 * post comes back with the e-mail typed and the message); once hydrated it validates in place, posts
 * JSON to /api/login and shows the spec's toasts.
 */
import FormAlert from '@/components/forms/FormAlert';
import { useIslandForm } from '@/components/forms/use-island-form';
import { setFlashCookie } from '@/lib/flash';
import type { FormState } from '@/lib/form-state';
import { loginSchema } from '@/lib/schemas/auth';
import { toast } from '@/stores/toast';
import PasswordInput from '@/components/forms/PasswordInput';
import EmailField from '@/components/forms/EmailField';

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
