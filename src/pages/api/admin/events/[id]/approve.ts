/**
 * PATCH /api/admin/events/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (`status` becomes 'rejected').
 */
import { approvalSchema } from '#src/features/listings/business.schema.ts';
import { adminItemUpdate } from '#src/features/admin/server/item-route.ts';
import { decideEvent } from '#src/features/admin/server/moderation.ts';
import { toAdminEvent } from '#src/features/admin/server/views.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const PATCH = adminItemUpdate('event', approvalSchema, ({ id, body, audit }) => {
  const event = decideEvent(id, body, audit);
  if (!event) return jsonError(404, 'Event not found');
  return json({ message: `Event ${body.approved ? 'approved' : 'rejected'} successfully`, event: toAdminEvent(event) });
});
