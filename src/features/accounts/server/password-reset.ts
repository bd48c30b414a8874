/**
 * The two password-reset steps, shared by their JSON endpoints (POST /api/forgot-password and
 * /api/reset-password) and the pages' own no-JavaScript posts (src/platform/server/forms/page-form.ts).
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { authMessages, resetPasswordSchema } from '#src/features/accounts/auth.schema.ts';
import { requestPasswordReset, resetPassword } from './accounts.ts';
import { linkRequestForm, type LinkRequest } from './link-request.ts';
import { passwordProblem } from './password-policy.ts';
import { deleteSessionCookie } from './session.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';
import type { Outcome } from '#src/platform/server/failure.ts';

type Context = Pick<APIContext, 'cookies' | 'clientAddress'>;
type ResetInput = z.infer<typeof resetPasswordSchema>;

/** Step 1: the same answer for every address. */
export const resetRequest: LinkRequest = {
  limit: limits.passwordReset,
  job: 'password reset request',
  send: requestPasswordReset,
  message: authMessages.resetRequested,
};

export type ResetOutcome = Outcome<object, 400>;

/** Step 2: a weak password or a dead link is refused; success ends every session of the account. */
export async function completeReset(context: Context, input: ResetInput): Promise<ResetOutcome> {
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, status: 400, error: problem, errors: { password: [problem] } };
  const result = await resetPassword(input.token, input.password, clientIp(context));
  if (!result.ok) return { ok: false, status: 400, error: 'This password reset link is invalid or has expired.' };
  deleteSessionCookie(context.cookies);
  return { ok: true };
}

export const forgotPasswordForm = (context: Context) => linkRequestForm(context, resetRequest, '/forgot-password?sent=1');

export const resetPasswordForm = (context: Context): PageFormSpec<ResetInput> => ({
  schema: resetPasswordSchema,
  limit: limits.passwordReset,
  secret: ['password', 'confirmPassword'],
  act: async (input) => {
    const outcome = await completeReset(context, input);
    if (!outcome.ok) return outcome;
    return { ok: true, redirectTo: '/login', flash: { title: 'Password updated', description: authMessages.passwordReset } };
  },
});
