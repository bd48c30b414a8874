/** /forgot-password: asks for a reset link. Plain POST form without JavaScript; JSON + inline status with it. */
import { useState } from 'react';
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { emailOnlySchema } from './auth.schema.ts';
import EmailField from '#src/ui/forms/EmailField.tsx';

export default function ForgotPasswordForm({ form }: { form?: FormState }) {
  const { values, errors, alert, pending, submit } = useIslandForm({
    url: '/api/forgot-password',
    schema: emailOnlySchema,
    initial: form,
    failure: { title: 'Error', error: 'Something went wrong. Please try again.' },
  });
  const [sent, setSent] = useState<string>();

  async function onSubmit(event: Parameters<typeof submit>[0]) {
    const result = await submit(event);
    if (result?.ok) setSent(result.data.message);
  }

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-ocean-50 p-4 text-ocean-900">
        {sent}
      </p>
    );
  }
  return (
    <form method="post" action="/forgot-password" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <FormAlert alert={alert} />
      <EmailField defaultValue={values.email} error={errors.email?.[0]} />
      <button type="submit" className="btn-primary w-full disabled:opacity-70" disabled={pending}>
        {pending ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}
