/**
 * GET /api/events/{id}: one approved event.
 * PATCH /api/events/{id}: its author (or an admin) edits it; on an approved event the
 * author's changes wait as a pending revision while the approved version keeps being served.
 */
import { userItemRoute } from '#src/platform/server/http/user-item-route.ts';
import { site } from '#src/config/site.ts';
import { eventEditSchema, eventSavedMessage } from '#src/features/events/event-edit.schema.ts';
import { approvedItemRoute } from '#src/platform/server/http/approved-item-route.ts';
import { getApprovedEvent, toPublicEvent } from '#src/features/events/server/events.queries.ts';
import { editEvent } from '#src/features/events/server/edit.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { eventEditLimit } from '#src/features/listings/server/limits.ts';
import { toOwnerEvent } from '#src/features/listings/server/views.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

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
