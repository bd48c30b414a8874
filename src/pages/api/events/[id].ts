/**
 * GET /api/events/{id}: one approved event.
 * PATCH /api/events/{id}: its author (or an admin) edits it; on an approved event the
 * author's changes wait as a pending revision while the approved version keeps being served.
 */
import { userItemRoute } from '@/server/api/user-item-route';
import { site } from '@/config/site';
import { eventEditSchema, eventSavedMessage } from '@/lib/schemas/event-edit';
import { approvedItemRoute } from '@/server/http/approved-item-route';
import { getApprovedEvent, toPublicEvent } from '@/server/db/queries/events';
import { editEvent } from '@/server/events/edit';
import { json, jsonError } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { eventEditLimit } from '@/server/owners/limits';
import { toOwnerEvent } from '@/server/owners/views';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const GET = approvedItemRoute('event', getApprovedEvent, toPublicEvent);

const editSchema = eventEditSchema(site.timeZone);

export const PATCH = userItemRoute('event', async ({ user, id, context }) => {
  const body = await readLimitedJson(context, eventEditLimit, editSchema);
  if (!body.ok) return body.response;
  const result = editEvent(user, id, body.data, clientIp(context));
  if (!result.ok) return jsonError(result);
  const revision = result.pendingRevision;
  return json({
    message: eventSavedMessage({ pendingRevision: revision !== null, backToReview: result.backToReview }).title,
    event: toOwnerEvent(result.event),
    backToReview: result.backToReview,
    // An approved event's changes wait here; the approved version stays public.
    pendingRevision: revision ? { id: revision.id, changes: revision.changes, createdAt: revision.createdAt } : null,
  });
});
