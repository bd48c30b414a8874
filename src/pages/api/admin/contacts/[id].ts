/**
 * GET /api/admin/contacts/{id}: one message with its body (marks it read).
 * DELETE /api/admin/contacts/{id}: removes spam. Admin only.
 */
import { adminItemRoute } from '#src/features/admin/server/item-route.ts';
import { readContactMessage, removeContactMessage } from '#src/features/admin/server/moderation.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET = adminItemRoute('message', ({ id }) => {
  const message = readContactMessage(id);
  return message ? json(message) : jsonError(404, 'Message not found');
});

export const DELETE = adminItemRoute('message', ({ id, audit }) => {
  if (!removeContactMessage(id, audit)) return jsonError(404, 'Message not found');
  return json({ message: 'Message deleted successfully' });
});
