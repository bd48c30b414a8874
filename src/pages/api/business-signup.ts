/**
 * POST /api/business-signup: the signup/claim form as JSON (the island). Signed in (or signing in with
 * an existing account's password): opens a claim in claim mode (it goes to the claim
 * page) or saves the listing pending approval, and answers 201 { redirectTo, title, message }: the
 * confirmation page (Free) or the checkout (Premium). Anyone else gets 202 { redirectTo, title,
 * message } whether the address is new (account and listing saved, verification mailed) or taken.
 * The same form posted without JavaScript goes to the page itself (src/pages/business-signup.astro).
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { signupSchemaFor } from '#src/features/claims/claims.schema.ts';
import { fieldErrors, json, jsonError, readJson } from '#src/platform/server/http/json.ts';
import { submitSignup } from '#src/features/signup/server/signup.ts';
import { clientIp, limitRequest, limits } from '#src/platform/server/security/rate-limit.ts';
import { submissionLimit } from '#src/features/listings/server/limits.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const user = context.locals.user;
  // New accounts are created here, so the registration limit applies.
  const limited = limitRequest(context, user ? submissionLimit : limits.register);
  if (limited) return limited;
  const raw = await readJson(context.request, z.record(z.string(), z.unknown()));
  if (!raw.ok) return raw.response;
  const body = signupSchemaFor(raw.data, !!user).safeParse(raw.data);
  if (!body.success) {
    const errors = fieldErrors(body.error.issues);
    return jsonError(400, body.error.issues[0]?.message ?? 'Invalid request', errors);
  }

  const outcome = await submitSignup(body.data, { user, cookies: context.cookies, ip: clientIp(context) });
  if (!outcome.ok) {
    const payload = {
      error: outcome.error,
      title: outcome.title,
      signedIn: outcome.signedIn,
      ...(outcome.errors ? { errors: outcome.errors } : {}),
    };
    return json(payload, { status: outcome.status });
  }
  if ('checkEmail' in outcome) {
    // Same status and body for a new address and a taken one.
    const { redirectTo, title, message } = outcome;
    return json({ redirectTo, title, message }, { status: 202 });
  }
  return json(outcome, { status: 201 });
};
