/**
 * Signing in with e-mail and password, shared by POST /api/login (the island's JSON) and the /login
 * page's own no-JavaScript post (src/platform/server/forms/page-form.ts). Every sign-in starts a fresh session;
 * whatever session the browser had before is ended.
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { loginSchema } from '#src/features/accounts/auth.schema.ts';
import { signIn, signInTexts, toPublicUser } from './accounts.ts';
import { afterLogin } from './redirects.ts';
import { invalidateSession, setSessionCookie } from './session.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';
import type { Outcome } from '#src/platform/server/failure.ts';

type LoginInput = z.infer<typeof loginSchema>;
type LoginContext = Pick<APIContext, 'cookies' | 'locals' | 'clientAddress'>;

export type LoginOutcome = Outcome<{ user: ReturnType<typeof toPublicUser>; redirectTo: string }, 401 | 429>;

const loginTexts = {
  failed: 'Login Failed',
  ...signInTexts,
  welcome: { title: 'Welcome back!', description: 'You have successfully logged in.' },
} as const;

export async function logIn(context: LoginContext, input: LoginInput, next: string | null): Promise<LoginOutcome> {
  const result = await signIn(input.email, input.password, clientIp(context));
  if (!result.ok) return result;
  if (context.locals.session) invalidateSession(context.locals.session.id);
  setSessionCookie(context.cookies, result.token, result.expiresAt);
  return { ok: true, user: toPublicUser(result.user), redirectTo: afterLogin(result.user, next) };
}

/** /login without JavaScript: the same sign-in; the password is never sent back into the page. */
export const loginForm = (context: LoginContext, next: string | null): PageFormSpec<LoginInput> => ({
  schema: loginSchema,
  limit: limits.login,
  secret: ['password'],
  act: async (input) => {
    const outcome = await logIn(context, input, next);
    if (outcome.ok) return { ok: true, redirectTo: outcome.redirectTo, flash: loginTexts.welcome };
    return { ...outcome, title: loginTexts.failed };
  },
});
