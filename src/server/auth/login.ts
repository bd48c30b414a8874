/**
 * Signing in with e-mail and password, shared by POST /api/login (the island's JSON) and the /login
 * page's own no-JavaScript post (src/server/forms/page-form.ts). Every sign-in starts a fresh session;
 * whatever session the browser had before is ended.
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { loginSchema } from '@/lib/schemas/auth';
import { signIn, signInTexts, toPublicUser } from '@/server/auth/accounts';
import { afterLogin } from '@/server/auth/redirects';
import { invalidateSession, setSessionCookie } from '@/server/auth/session';
import type { PageFormSpec } from '@/server/forms/page-form';
import { clientIp, limits } from '@/server/security/rate-limit';
import type { Outcome } from '@/server/failure';

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
  return { ok: true, user: toPublicUser(result.user), redirectTo: afterLogin(result.user.role, next) };
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
