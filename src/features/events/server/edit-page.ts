/**
 * /dashboard/events/{id}, the event editor: what it shows (the event as its author
 * will see it once any waiting edit applies, its image and the one waiting) and its no-JavaScript
 * forms, through handlePageForm: the details (the island's PATCH), `?form=status` (cancel, postpone,
 * reinstate: PATCH /api/events/{id}/status) and `?form=remove-image`.
 */
import { z } from 'zod';
import { site } from '#src/config/site.ts';
import { eventStatusLabels, eventStatusSchema } from '#src/features/events/event-status.ts';
import { emptyFormState, type FormState } from '#src/ui/forms/form-state.ts';
import { instantToLocal } from '#src/platform/local-time.ts';
import { findEventById } from '#src/features/admin/server/admin.queries.ts';
import { findEventPhotoByStatus } from '#src/features/photos/server/event-photos.queries.ts';
import { findPendingEventRevision, revisionColumns } from '#src/features/revisions/server/event-revisions.queries.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import type { Actor } from '#src/features/listings/server/businesses.ts';
import { moderationStatus } from '#src/features/admin/moderation.ts';
import { eventEditForm } from './edit.ts';
import { deleteEventPhoto, toPublicEventPhoto } from '#src/features/photos/server/event-photos.ts';
import { changeEventStatus } from './status.ts';

/** The event for its editor: its author's, or any for an admin; undefined otherwise (the page says 404). */
export function loadEventEditor(actor: Actor, param: string | undefined) {
  const id = parseId(param);
  const event = id === null ? undefined : findEventById({ id });
  if (!event || (actor.role !== 'admin' && event.ownerId !== actor.id)) return undefined;
  const waiting = findPendingEventRevision({ eventId: event.id }) ?? null;
  const live = findEventPhotoByStatus({ eventId: event.id, status: 'live' });
  const pending = findEventPhotoByStatus({ eventId: event.id, status: 'pending' });
  return {
    event,
    moderation: moderationStatus(event),
    /** What the form starts from: the live event with the waiting edit applied. */
    draft: { ...event, ...(waiting ? revisionColumns(waiting.changes) : {}) } as Event,
    pendingRevisionId: waiting?.id ?? null,
    image: live ? toPublicEventPhoto(live) : null,
    pendingImage: pending ? toPublicEventPhoto(pending) : null,
  };
}

/** A GET shows the draft's values; a refused post keeps what was typed. */
export function editorValues(form: FormState, draft: Event): FormState {
  if (Object.keys(form.values).length > 0) return form;
  const state = emptyFormState();
  state.values = {
    title: draft.title,
    category: draft.category,
    location: draft.location,
    startDate: instantToLocal(draft.startDate, site.timeZone),
    endDate: instantToLocal(draft.endDate, site.timeZone),
    description: draft.description,
    ticketUrl: draft.ticketUrl ?? '',
  };
  return state;
}

const removeImageSchema = z.object({ photoId: z.coerce.number().int().positive() });

/** The spec for the form this post names (`?form=`), all acting as `actor` on event `id`. */
export function eventEditorFormSpec(
  page: { clientAddress: string },
  actor: Actor,
  id: number,
  which: string | null,
  ip: string | null,
): PageFormSpec<unknown> {
  const back = `/dashboard/events/${id}`;
  if (which === 'status')
    return {
      schema: eventStatusSchema,
      act: (data) => {
        const { status } = data as z.infer<typeof eventStatusSchema>;
        const result = changeEventStatus(actor, id, status, ip);
        if (!result.ok) return result;
        return {
          ok: true,
          redirectTo: '/dashboard?tab=events',
          flash: { title: `Event marked ${eventStatusLabels[status].toLowerCase()}` },
        };
      },
    };
  if (which === 'remove-image')
    return {
      schema: removeImageSchema,
      act: async (data) => {
        const { photoId } = data as z.infer<typeof removeImageSchema>;
        const result = await deleteEventPhoto(actor, { eventId: id, photoId, ip });
        if (!result.ok) return { ok: false, status: result.status, error: result.error };
        return { ok: true, redirectTo: `${back}#image`, flash: { title: 'Image removed' } };
      },
    };
  return eventEditForm(page, actor, id) as PageFormSpec<unknown>;
}
