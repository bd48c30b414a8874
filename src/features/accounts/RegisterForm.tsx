/**
 * The /register form (a visitor account, no listing). Server-rendered as a plain POST form to
 * /register (works without JavaScript; a refused post comes back with what was typed, never the
 * passwords); once hydrated it checks the fields in place, posts JSON to /api/register and goes on to
 * the same "Check your email" page. `next` rides along, so the mailed link returns to it.
 */
import FormAlert from '#src/ui/forms/FormAlert.tsx';
import { useIslandForm } from '#src/ui/forms/use-island-form.ts';
import NewAccountFields from '#src/ui/forms/NewAccountFields.tsx';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { registerFormSchema } from './auth.schema.ts';

export default function RegisterForm({ next, form }: { next?: string | null; form?: FormState }) {
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const { values, errors, alert, pending, submit } = useIslandForm({
    // A visitor account: its sign-in lands on /account, not the owners' dashboard.
    url: `/api/register?account=visitor${next ? `&next=${encodeURIComponent(next)}` : ''}`,
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
      <NewAccountFields values={values} errors={errors} />
      <button type="submit" className="btn-primary w-full disabled:opacity-70" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}
