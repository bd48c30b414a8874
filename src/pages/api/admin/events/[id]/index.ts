/** DELETE /api/admin/events/{id} (admin only): removes spam for good. */
import { adminItemRoute } from '@/server/admin/item-route';
import { removeEvent } from '@/server/admin/moderation';
import { json, jsonError } from '@/server/http/json';

export const prerender = false;

export const DELETE = adminItemRoute('event', ({ id, audit }) => {
  if (!removeEvent(id, audit)) return jsonError(404, 'Event not found');
  return json({ message: 'Event deleted successfully' });
});
