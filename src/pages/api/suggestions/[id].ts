/**
 * PATCH /api/suggestions/{id} {accepted, reason?} (the listing's owner, or an admin): accept (the listing changes
 * at once) or decline with a reason the visitor reads. 403 for anyone else, 404 unknown, 409 once decided.
 */
import { suggestionDecisionSchema } from '@/lib/schemas/suggestion';
import { userItemUpdate } from '@/server/api/user-item-route';
import { json, jsonError } from '@/server/http/json';
import { clientIp } from '@/server/security/rate-limit';
import { decideSuggestion } from '@/server/suggestions/decide';

export const prerender = false;

export const PATCH = userItemUpdate('suggestion', suggestionDecisionSchema, async ({ user, id, body, context }) => {
  const done = await decideSuggestion(user, id, body, clientIp(context));
  if (!done.ok) return jsonError(done);
  return json({ message: done.message, suggestion: { id: done.suggestion.id, status: done.suggestion.status } });
});
