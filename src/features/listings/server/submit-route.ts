/** POST of a new listing or event: a signed-in owner, one submission budget for both, 201 with the owner's view. */
import type { APIRoute } from 'astro';
import type { ZodType } from 'zod';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { json } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { submissionLimit } from './limits.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

type Owner = NonNullable<App.Locals['user']>;

export const submitRoute =
  <T, R>(schema: ZodType<T, unknown>, submit: (owner: Owner, input: T, ip: string) => R, view: (row: R) => unknown): APIRoute =>
  async (context) => {
    const auth = requireUser(context);
    if (auth instanceof Response) return auth;
    const body = await readLimitedJson(context, submissionLimit, schema);
    if (!body.ok) return body.response;
    return json(view(submit(auth.user, body.data, clientIp(context))), { status: 201 });
  };
