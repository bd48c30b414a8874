/**
 * Creating an account, shared by POST /api/register (JSON) and the /register page's own no-JavaScript post
 * (src/platform/server/forms/page-form.ts). The answer never tells a new address from a taken one (its owner is mailed
 * instead); `next` rides on the verification link. The /register page makes visitor accounts (both ways it posts);
 * the API's own default is an owner's, as the spec's business signup registers through it.
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { registerFormSchema, type RegisterInput } from '#src/features/accounts/auth.schema.ts';
import { registerAccount } from './accounts.ts';
import { passwordProblem } from './password-policy.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';
import type { Outcome } from '#src/platform/server/failure.ts';
import type { User } from '#src/platform/server/db/schema.ts';

type RegisterOutcome = Outcome<object, 400>;

export async function register(
  input: RegisterInput,
  ip: string | null,
  { next, createdAs }: { next: string | null; createdAs: User['createdAs'] },
): Promise<RegisterOutcome> {
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, status: 400, error: problem, errors: { password: [problem] } };
  await registerAccount(input, ip, { next, createdAs });
  return { ok: true };
}

/** Where both ways of registering end: "Check your email", still carrying `next`. */
const checkEmailPath = (next: string | null) => `/register?sent=1${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/** /register without JavaScript: the same use case; the passwords are never sent back into the page. */
export const registerForm = (
  context: Pick<APIContext, 'clientAddress'>,
  next: string | null,
): PageFormSpec<z.infer<typeof registerFormSchema>> => ({
  schema: registerFormSchema,
  limit: limits.register,
  secret: ['password', 'confirmPassword'],
  act: async ({ confirmPassword: _confirm, ...input }) => {
    const outcome = await register(input, clientIp(context), { next, createdAs: 'visitor' });
    if (!outcome.ok) return { ...outcome, title: 'Registration failed' };
    return { ok: true, redirectTo: checkEmailPath(next) };
  },
});
