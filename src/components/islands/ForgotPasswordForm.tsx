/** /forgot-password: asks for a reset link. Plain POST form without JavaScript; JSON + inline status with it. */
import { useState, type SubmitEvent } from 'react';
import FormAlert from '@/components/forms/FormAlert';
import { postJson } from '@/lib/api-client';
import type { FormState } from '@/lib/form-state';
import { emailOnlySchema, fieldErrors } from '@/lib/schemas/auth';
import { toast } from '@/stores/toast';
import TextField from './auth/TextField';

export default function ForgotPasswordForm({ form }: { form?: FormState }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(form?.errors.email?.[0]);
  const [sent, setSent] = useState<string>();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailOnlySchema.safeParse({ email: new FormData(event.currentTarget).get('email') });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email?.[0]);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const result = await postJson('/api/forgot-password', parsed.data);
      if (result.ok) setSent(result.data.message);
      else
        toast({
          title: 'Error',
          description: result.data.error || 'Something went wrong. Please try again.',
          variant: 'destructive',
        });
    } catch {
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    }
    setPending(false);
  }

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-ocean-50 p-4 text-ocean-900">
        {sent}
      </p>
    );
  }
  return (
    <form method="post" action="/forgot-password" onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormAlert alert={form?.formError ?? null} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={form?.values.email}
        error={error}
      />
      <button type="submit" className="btn-primary w-full disabled:opacity-70" disabled={pending}>
        {pending ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}
