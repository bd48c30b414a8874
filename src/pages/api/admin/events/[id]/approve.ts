/**
 * PATCH /api/admin/events/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (`status` becomes 'rejected').
 */
import { approvalSchema } from '@/lib/schemas/business';
import { adminItemUpdate } from '@/server/admin/item-route';
import { decideEvent } from '@/server/admin/moderation';
import { toAdminEvent } from '@/server/admin/views';
import { json, jsonError } from '@/server/http/json';

export const prerender = false;

export const PATCH = adminItemUpdate('event', approvalSchema, ({ id, body, audit }) => {
  const event = decideEvent(id, body, audit);
  if (!event) return jsonError(404, 'Event not found');
  return json({ message: `Event ${body.approved ? 'approved' : 'rejected'} successfully`, event: toAdminEvent(event) });
});
