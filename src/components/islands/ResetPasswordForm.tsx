/** /reset-password: sets a new password from a mailed link; on success, to /login with a toast. */
import { useState, type SubmitEvent } from 'react';
import FormAlert from '@/components/forms/FormAlert';
import { postJson } from '@/lib/api-client';
import type { FormState } from '@/lib/form-state';
import { setFlashCookie } from '@/lib/flash';
import { fieldErrors, resetPasswordSchema } from '@/lib/schemas/auth';
import { toast } from '@/stores/toast';
import PasswordInput from './auth/PasswordInput';

export default function ResetPasswordForm({ token, form }: { token: string; form?: FormState }) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>(form?.errors ?? {});

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = resetPasswordSchema.safeParse({
      token,
      password: form.get('password'),
      confirmPassword: form.get('confirmPassword'),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await postJson('/api/reset-password', parsed.data);
      if (result.ok) {
        setFlashCookie({ title: 'Password updated', description: result.data.message });
        window.location.assign('/login');
        return;
      }
      if (result.data.errors) setErrors(result.data.errors);
      toast({ title: 'Error', description: result.data.error || 'Could not reset your password.', variant: 'destructive' });
    } catch {
      toast({ title: 'Error', description: 'Could not reset your password.', variant: 'destructive' });
    }
    setPending(false);
  }

  return (
    <form
      method="post"
      action={`/reset-password?token=${encodeURIComponent(token)}`}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
    >
      <FormAlert alert={form?.formError ?? null} />
      <input type="hidden" name="token" value={token} />
      <PasswordInput
        name="password"
        label="New password"
        autoComplete="new-password"
        minLength={8}
        error={errors.password?.[0]}
      />
      <PasswordInput
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        minLength={8}
        error={errors.confirmPassword?.[0]}
      />
      <p className="text-sm text-slate-700">At least 8 characters. Very common passwords are not accepted.</p>
      <button type="submit" className="btn-primary w-full disabled:opacity-70" disabled={pending}>
        {pending ? 'Saving...' : 'Set New Password'}
      </button>
    </form>
  );
}
