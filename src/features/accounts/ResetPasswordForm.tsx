/** /reset-password: sets a new password from a mailed link; on success, to /login with a toast. */
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { setFlashCookie } from '#src/platform/flash.ts';
import { resetPasswordSchema } from './auth.schema.ts';
import NewPasswordFields from '#src/ui/forms/NewPasswordFields.tsx';

export default function ResetPasswordForm({ token, form }: { token: string; form?: FormState }) {
  const { errors, alert, pending, submit } = useIslandForm({
    url: '/api/reset-password',
    schema: resetPasswordSchema,
    initial: form,
    failure: { title: 'Error', error: 'Could not reset your password.' },
  });

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (!result?.ok) return;
    setFlashCookie({ title: 'Password updated', description: result.data.message });
    window.location.assign('/login');
  }

  return (
    <form
      method="post"
      action={`/reset-password?token=${encodeURIComponent(token)}`}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-busy={pending}
    >
      <FormAlert alert={alert} />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields labels={['New password', 'Confirm new password']} errors={errors} />
      <p className="text-sm text-slate-700">At least 8 characters. Very common passwords are not accepted.</p>
      <button type="submit" className="btn-primary w-full disabled:opacity-70" disabled={pending}>
        {pending ? 'Saving...' : 'Set New Password'}
      </button>
    </form>
  );
}
