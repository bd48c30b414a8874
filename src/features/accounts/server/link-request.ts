/**
 * Asking for a mailed link by address (a password reset, a new verification link): the JSON endpoint and the page's
 * own no-JavaScript form give every address the same answer, so neither tells which addresses have accounts.
 */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { emailOnlySchema } from '#src/features/accounts/auth.schema.ts';
import { afterResponse } from './background.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { json } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { clientIp, type TokenBucket } from '#src/platform/server/security/rate-limit.ts';

type Context = Pick<APIContext, 'clientAddress'>;

export interface LinkRequest {
  /** One budget per address for the endpoint and the form. */
  limit: TokenBucket;
  /** Names the background job. */
  job: string;
  /** Mails the link if the address has an account. */
  send: (email: string, ip: string) => void;
  /** The answer every address gets. */
  message: string;
}

/** The mail goes out after the response (no timing leak). */
function ask({ job, send }: LinkRequest, context: Context, email: string): void {
  const ip = clientIp(context);
  afterResponse(job, () => send(email, ip));
}

/** POST {email} → 200 { message }, the same for every address. */
export const linkRequestEndpoint =
  (request: LinkRequest): APIRoute =>
  async (context) => {
    const body = await readLimitedJson(context, request.limit, emailOnlySchema);
    if (!body.ok) return body.response;
    ask(request, context, body.data.email);
    return json({ message: request.message });
  };

/** The page's form: the same flash for every address, on `redirectTo`. */
export const linkRequestForm = (
  context: Context,
  request: LinkRequest,
  redirectTo: string,
): PageFormSpec<z.infer<typeof emailOnlySchema>> => ({
  schema: emailOnlySchema,
  limit: request.limit,
  act: ({ email }) => {
    ask(request, context, email);
    return { ok: true, redirectTo, flash: { title: 'Check your email', description: request.message } };
  },
});
