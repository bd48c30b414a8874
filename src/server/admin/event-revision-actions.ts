/**
 * The admin's no-JavaScript decisions on pending event edits, for the confirmation
 * page /admin/confirm?do=event-revision.approve|reject&id=ID (src/server/admin/actions.ts).
 */
import { findEventById } from '@/server/db/queries/admin';
import { findEventPhotoByStatus } from '@/server/db/queries/event-photos';
import { findEventRevisionById } from '@/server/db/queries/event-revisions';
import { decideEventRevision } from '@/server/events/revisions';
import type { ActionDef, Done } from './actions';

const subject = (id: number) => {
  const revision = findEventRevisionById({ id });
  const event = revision && findEventById({ id: revision.eventId });
  return revision && event ? { revision, event } : undefined;
};
type Subject = NonNullable<ReturnType<typeof subject>>;

/** What the edit changes, in words: its fields, and "image" when a new one waits. */
const changed = ({ revision }: Subject) =>
  [
    ...Object.keys(revision.changes),
    ...(findEventPhotoByStatus({ eventId: revision.eventId, status: 'pending' }) ? ['image'] : []),
  ].join(', ') || 'nothing';

const previewOf = ({ revision, event }: Subject) => `/events/${event.id}?revision=${revision.id}`;

export function eventRevisionActions(define: <S>(def: ActionDef<S>) => ActionDef<unknown>): Record<string, ActionDef<unknown>> {
  const decide = async (
    { revision }: Subject,
    approved: boolean,
    reason: string | null,
    who: Parameters<ActionDef<Subject>['run']>[2],
  ): Promise<Done> => {
    const result = await decideEventRevision(revision.id, { approved, reason }, who);
    return result.ok ? { ok: true, message: `Revision ${approved ? 'approved' : 'rejected'} successfully` } : result;
  };
  return {
    'event-revision.approve': define<Subject>({
      tab: 'revisions',
      find: subject,
      view: (s) => ({
        title: `Publish the edit of ${s.event.title}?`,
        consequence: `The changed ${changed(s)} replace the live ones at once and the author is e-mailed.`,
        confirmLabel: 'Publish edit',
        danger: false,
        preview: previewOf(s),
      }),
      run: (s, _reason, who) => decide(s, true, null, who),
    }),
    'event-revision.reject': define<Subject>({
      tab: 'revisions',
      find: subject,
      view: (s) => ({
        title: `Reject the edit of ${s.event.title}?`,
        consequence: 'The live event stays as it is; the author is e-mailed your reason and can edit again.',
        confirmLabel: 'Reject edit',
        danger: true,
        preview: previewOf(s),
        reasonReader: 'the author',
        reasonRequired: true,
      }),
      run: (s, reason, who) => decide(s, false, reason, who),
    }),
  };
}
