/**
 * PATCH /api/suggestions/{id} {accepted, reason?} (the listing's owner, or an admin): accept (the listing changes
 * at once) or decline with a reason the visitor reads. 403 for anyone else, 404 unknown, 409 once decided.
 */
import { suggestionDecisionSchema } from '#src/features/suggestions/suggestion.schema.ts';
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { decideSuggestion } from '#src/features/suggestions/server/decide.ts';

export const prerender = false;

export const PATCH = userItemUpdate('suggestion', suggestionDecisionSchema, async ({ user, id, body, context }) => {
  const done = await decideSuggestion(user, id, body, clientIp(context));
  if (!done.ok) return jsonError(done);
  return json({ message: done.message, suggestion: { id: done.suggestion.id, status: done.suggestion.status } });
});
