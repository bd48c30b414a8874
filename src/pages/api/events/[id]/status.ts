/**
 * PATCH /api/events/{id}/status {status: scheduled|cancelled|postponed}: the event's author or an admin
 * marks it cancelled, postponed or back on schedule → 200 {message, event}.
 */
import { userItemUpdate } from '@/server/api/user-item-route';
import { eventStatusLabels, eventStatusSchema } from '@/lib/event-status';
import { changeEventStatus } from '@/server/events/status';
import { json, jsonError } from '@/server/http/json';
import { toOwnerEvent } from '@/server/owners/views';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const PATCH = userItemUpdate('event', eventStatusSchema, ({ user, id, body, context }) => {
  const result = changeEventStatus(user, id, body.status, clientIp(context));
  if (!result.ok) return jsonError(result);
  return json({
    message: `Event marked ${eventStatusLabels[body.status].toLowerCase()}`,
    event: toOwnerEvent(result.event),
  });
});
