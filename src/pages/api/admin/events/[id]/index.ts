/** DELETE /api/admin/events/{id} (admin only): removes spam for good. */
import { adminItemRoute } from '#src/features/admin/server/item-route.ts';
import { removeEvent } from '#src/features/admin/server/moderation.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const DELETE = adminItemRoute('event', ({ id, audit }) => {
  if (!removeEvent(id, audit)) return jsonError(404, 'Event not found');
  return json({ message: 'Event deleted successfully' });
});
