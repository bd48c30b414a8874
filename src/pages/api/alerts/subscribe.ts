/**
 * POST /api/alerts/subscribe {email, topics} → 202 {message}: a confirmation link is mailed (double opt-in; nothing
 * is sent until the button on its page is pressed). The same answer for new, waiting and subscribed addresses; 400
 * with field errors for a bad address, topic or event, 415/413 from readJson, 429 per client or per address.
 */
import type { APIRoute } from 'astro';
import { alertSubscribeSchema } from '#src/features/alerts/alerts.schema.ts';
import { requestAlerts } from '#src/features/alerts/server/subscribe.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const parsed = await readLimitedJson(context, limits.alerts, alertSubscribeSchema);
  if (!parsed.ok) return parsed.response;
  const result = requestAlerts(parsed.data);
  if (!result.ok) return jsonError(result);
  return json({ message: result.message }, { status: 202 });
};
