/**
 * POST /api/account/delete {password} → 200 {message}: the signed-in account, its sessions and tokens
 * are deleted; its reviews stay, shown without a name. 400 without a password, 401 signed
 * out, 403 wrong password, 409 while it owns listings or is the last admin; nothing changes then.
 * Throttled like sign-in (a password check).
 */
import type { APIRoute } from 'astro';
import { deleteAccountSchema } from '#src/features/accounts/auth.schema.ts';
import { deleteOwnAccount, deletionTexts } from '#src/features/accounts/server/account-deletion.ts';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const body = await readLimitedJson(context, limits.login, deleteAccountSchema);
  if (!body.ok) return body.response;
  const outcome = await deleteOwnAccount(context, body.data.password);
  if (!outcome.ok) return jsonError(outcome);
  return json({ message: deletionTexts.deleted.description });
};
