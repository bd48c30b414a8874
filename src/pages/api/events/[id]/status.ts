/**
 * PATCH /api/events/{id}/status {status: scheduled|cancelled|postponed}: the event's author or an admin
 * marks it cancelled, postponed or back on schedule → 200 {message, event}.
 */
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { eventStatusLabels, eventStatusSchema } from '#src/features/events/event-status.ts';
import { changeEventStatus } from '#src/features/events/server/status.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { toOwnerEvent } from '#src/features/listings/server/views.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const PATCH = userItemUpdate('event', eventStatusSchema, ({ user, id, body, context }) => {
  const result = changeEventStatus(user, id, body.status, clientIp(context));
  if (!result.ok) return jsonError(result);
  return json({
    message: `Event marked ${eventStatusLabels[body.status].toLowerCase()}`,
    event: toOwnerEvent(result.event),
  });
});
