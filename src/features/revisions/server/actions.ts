/**
 * The admin's no-JavaScript decisions on pending edits, for the confirmation page
 * /admin/confirm?do=revision.approve|reject (listings) and event-revision.approve|reject (events).
 */
import { adminActionTexts } from '#src/features/admin/admin-actions.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { findEventById } from '#src/features/admin/server/admin.queries.ts';
import { findEventPhotoByStatus } from '#src/features/photos/server/event-photos.queries.ts';
import { findEventRevisionById, revisionColumns } from './event-revisions.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { findRevisionById } from './revisions.queries.ts';
import { define, ok, type ActionDef, type Done, type Who } from '#src/features/admin/server/action-def.ts';
import { decideEventRevision, decideRevision } from './kinds.ts';

/** An edit as the confirmation page names it. */
interface Subject {
  id: number;
  name: string;
  /** What the edit changes, in words. */
  fields: string[];
  /** The public page with the edit applied. */
  preview: string;
}

const kinds = {
  revision: {
    find: (id: number): Subject | undefined => {
      const revision = findRevisionById({ id });
      const listing = revision && findBusinessById({ id: revision.businessId });
      if (!revision || !listing) return undefined;
      const preview = `${businessPath({ id: listing.id })}?revision=${revision.id}`;
      return { id, name: listing.name, fields: Object.keys(revision.changes), preview };
    },
    decide: decideRevision,
  },
  'event-revision': {
    find: (id: number): Subject | undefined => {
      const revision = findEventRevisionById({ id });
      const event = revision && findEventById({ id: revision.eventId });
      if (!revision || !event) return undefined;
      // A new image waits beside the fields, not in them; the fields in the order the admin list shows them.
      const image = findEventPhotoByStatus({ eventId: event.id, status: 'pending' }) ? ['image'] : [];
      return {
        id,
        name: event.title,
        fields: [...Object.keys(revisionColumns(revision.changes)), ...image],
        preview: `/events/${event.id}?revision=${id}`,
      };
    },
    decide: decideEventRevision,
  },
} as const;

export function revisionActions(): Record<string, ActionDef<unknown>> {
  return Object.fromEntries(
    Object.entries(kinds).flatMap(([kind, { find, decide }]) => {
      const key = kind as keyof typeof kinds;
      const run = async (s: Subject, approved: boolean, reason: string | null, who: Who): Promise<Done> => {
        const result = await decide(s.id, { approved, reason }, who);
        return result.ok ? ok(`Revision ${approved ? 'approved' : 'rejected'} successfully`) : result;
      };
      return [
        [
          `${kind}.approve`,
          define<Subject>({
            tab: 'revisions',
            find,
            view: (s) => ({ ...adminActionTexts.approveEdit(key, s.name, s.fields), danger: false, preview: s.preview }),
            run: (s, _reason, who) => run(s, true, null, who),
          }),
        ],
        [
          `${kind}.reject`,
          define<Subject>({
            tab: 'revisions',
            find,
            view: (s) => ({
              ...adminActionTexts.rejectEdit(key, s.name),
              danger: true,
              preview: s.preview,
              reasonRequired: true,
            }),
            run: (s, reason, who) => run(s, false, reason, who),
          }),
        ],
      ];
    }),
  );
}
