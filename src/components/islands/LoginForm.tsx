/**
 * The /login form. Server-rendered as a plain POST form to /api/login (works without JavaScript);
 * once hydrated it validates in place, posts JSON and shows the spec's toasts.
 */
import { useState, type SubmitEvent } from 'react';
import { postJson } from '@/lib/api-client';
import { setFlashCookie } from '@/lib/flash';
import { fieldErrors, loginSchema } from '@/lib/schemas/auth';
import { toast } from '@/stores/toast';
import PasswordInput from './auth/PasswordInput';
import TextField from './auth/TextField';

export default function LoginForm({ next }: { next?: string | null }) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const action = next ? `/api/login?next=${encodeURIComponent(next)}` : '/api/login';

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await postJson<{ redirectTo?: string }>(action, parsed.data);
      if (result.ok) {
        const welcome = { title: 'Welcome back!', description: 'You have successfully logged in.' };
        toast(welcome);
        setFlashCookie(welcome); // so the next page shows it too
        window.location.assign(result.data.redirectTo ?? '/dashboard');
        return;
      }
      if (result.status === 400 && result.data.errors) setErrors(result.data.errors);
      toast({ title: 'Login Failed', description: result.data.error || 'Invalid email or password', variant: 'destructive' });
    } catch {
      toast({ title: 'Login Failed', description: 'Invalid email or password', variant: 'destructive' });
    }
    setPending(false);
  }

  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        error={errors.email?.[0]}
      />
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
