/**
 * Every admin action as a plain form (no dead buttons without JavaScript). Each
 * button on /admin is a GET form to `/admin/confirm?do=ACTION&id=ID`; that page names what will
 * happen (and asks for a reason where the author reads one), and its form posts back to itself through
 * handlePageForm (src/server/forms/page-form.ts), which calls the same server function as the JSON
 * endpoint and returns to the tab with the spec's toast. With JavaScript the island does the same
 * through /api/admin/* after `window.confirm`.
 */
import { z } from 'zod';
import { adminListHref, adminLists } from '@/lib/admin-list';
import { requiredText } from '@/lib/schemas/fields';
import { changeUserRole } from '@/server/auth/accounts';
import { findEventById } from '@/server/db/queries/admin';
import { findClaimById } from '@/server/db/queries/claims';
import { findContactMessage } from '@/server/db/queries/contact';
import { isActivePremium } from '@/lib/billing-rules';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import { findReviewById } from '@/server/db/queries/reviews';
import { findRevisionById } from '@/server/db/queries/revisions';
import { findUserById } from '@/server/db/queries/users';
import type { PageFormSpec } from '@/server/forms/page-form';
import { decideClaim } from '@/server/owners/claims';
import { PaymentError } from '@/server/payments/errors';
import { decideListing, decisionMessage, refundWarning } from '@/server/payments/refund';
import { decideReview } from '@/server/reviews/reviews';
import {
  decideEvent,
  featureBusiness,
  deleteBusinessListing,
  removeContactMessage,
  removeEvent,
  revokeClaim,
} from './moderation';
import { adminListQuery } from './list-pages';
import { decideRevision } from './revisions';
import { eventRevisionActions } from './event-revision-actions';
import type { Outcome } from '@/server/failure';

type Who = { actorId: number; ip: string | null };
export type Done = Outcome<{ message: string }>;

/** What the confirmation page shows. */
interface ActionView {
  title: string;
  /** What will happen, in full ("… goes live at once and the owner is e-mailed"). */
  consequence: string;
  confirmLabel: string;
  danger: boolean;
  /** The item's public page or preview, to look before deciding. */
  preview?: string;
  /** Who reads the reason; set when the action takes one. */
  reasonReader?: string;
  reasonRequired?: boolean;
  /** Longest reason (1000; reviews keep theirs to 500, as their JSON endpoint does). */
  reasonMax?: number;
  /** Money that moves on confirm (a paid plan cancelled and refunded), shown before the form. */
  warning?: string;
}

export interface ActionDef<S> {
  /** The /admin tab to return to. */
  tab: string;
  find: (id: number) => S | undefined;
  view: (item: S) => ActionView;
  run: (item: S, reason: string | null, who: Who) => Done | Promise<Done>;
}

const define = <S>(def: ActionDef<S>) => def as unknown as ActionDef<unknown>;

const ok = (message: string): Done => ({ ok: true, message });
const notFound = (what: string): Done => ({ ok: false, status: 404, error: `${what} not found` });
const listingLink = (id: number) => `/business/${id}`;

const business = (decision: 'approve' | 'reject' | 'unpublish') =>
  define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: (b) =>
      decision === 'approve'
        ? {
            title: `Approve ${b.name}?`,
            consequence: 'It goes live in the directory at once and the owner is e-mailed.',
            confirmLabel: 'Approve listing',
            danger: false,
            preview: listingLink(b.id),
          }
        : {
            title: `${decision === 'reject' ? 'Reject' : 'Unpublish'} ${b.name}?`,
            consequence:
              decision === 'reject'
                ? 'It stays off the directory, shows as Rejected to the owner with your reason, and the owner is e-mailed.'
                : 'It leaves the directory at once, shows as Rejected to the owner with your reason, and the owner is e-mailed. Approving it again puts it back.',
            confirmLabel: decision === 'reject' ? 'Reject listing' : 'Unpublish listing',
            danger: true,
            preview: listingLink(b.id),
            reasonReader: 'the owner',
            reasonRequired: true,
            warning: refundWarning(b) ?? undefined,
          },
    run: async (b, reason, who) => {
      const approved = decision === 'approve';
      try {
        const decided = await decideListing(b.id, { approved, reason }, who);
        return decided ? ok(decisionMessage(decided, approved)) : notFound('Business');
      } catch (error) {
        // Stripe could not cancel and refund: nothing was rejected (the JSON endpoint's 502 too).
        if (error instanceof PaymentError) return error.failure;
        throw error;
      }
    },
  });

const event = (decision: 'approve' | 'reject' | 'unpublish') =>
  define({
    tab: 'events',
    find: (id) => findEventById({ id }),
    view: (e) =>
      decision === 'approve'
        ? {
            title: `Approve ${e.title}?`,
            consequence: 'It appears on the events calendar at once and the submitter is e-mailed.',
            confirmLabel: 'Approve event',
            danger: false,
            preview: `/events/${e.id}`,
          }
        : {
            title: `${decision === 'reject' ? 'Reject' : 'Unpublish'} ${e.title}?`,
            consequence:
              decision === 'reject'
                ? 'It stays off the calendar, shows as Rejected to the submitter with your reason, and the submitter is e-mailed.'
                : 'It leaves the calendar at once, shows as Rejected to the submitter with your reason, and the submitter is e-mailed.',
            confirmLabel: decision === 'reject' ? 'Reject event' : 'Unpublish event',
            danger: true,
            preview: `/events/${e.id}`,
            reasonReader: 'the submitter',
            reasonRequired: true,
          },
    run: (e, reason, who) =>
      decideEvent(e.id, { approved: decision === 'approve', reason }, who)
        ? ok(`Event ${decision === 'approve' ? 'approved' : 'rejected'} successfully`)
        : notFound('Event'),
  });

const feature = (on: boolean) =>
  define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: (b) => ({
      title: `${on ? 'Feature' : 'Unfeature'} ${b.name}?`,
      consequence: isActivePremium(b)
        ? // Active premium shows the badge by itself: say what the admin's flag still changes.
          on
          ? 'It already shows the Featured badge as an active premium listing; featuring it keeps the badge after premium ends.'
          : 'It keeps its Featured badge while premium is active, and loses it when premium ends.'
        : on
          ? 'It gets a Featured badge, takes its turn in the home page’s Business Spotlight and is listed near the top of the directory.'
          : 'It loses its Featured badge, its turn in the home page’s Business Spotlight and its place near the top of the directory.',
      confirmLabel: on ? 'Feature' : 'Unfeature',
      danger: false,
    }),
    run: (b, _r, who) =>
      featureBusiness(b.id, on, who) ? ok(`Business ${on ? 'featured' : 'unfeatured'} successfully`) : notFound('Business'),
  });

const role = (to: 'admin' | 'user') =>
  define({
    tab: 'users',
    find: (id) => findUserById({ id }),
    view: (u) =>
      to === 'user'
        ? {
            title: `Revoke admin from ${u.email}?`,
            consequence: 'They lose the Admin Dashboard and every admin action at once and keep an ordinary account.',
            confirmLabel: 'Revoke Admin',
            danger: true,
          }
        : {
            title: `Make ${u.email} an admin?`,
            consequence:
              'They can approve, reject and delete every listing, event and review, and change anyone’s role, including yours.',
            confirmLabel: 'Make Admin',
            danger: true,
          },
    run: (u, _r, who) => {
      const result = changeUserRole(who.actorId, u.id, to, who.ip);
      return result.ok ? ok('User role updated successfully') : result;
    },
  });

const claimSubject = (id: number) => {
  const claim = findClaimById({ id });
  const listing = claim && findBusinessById({ id: claim.businessId });
  const claimant = claim && findUserById({ id: claim.userId });
  return claim && listing && claimant ? { claim, listing, claimant } : undefined;
};

const revisionSubject = (id: number) => {
  const revision = findRevisionById({ id });
  const listing = revision && findBusinessById({ id: revision.businessId });
  return revision && listing ? { revision, listing } : undefined;
};

const reviewSubject = (id: number) => {
  const review = findReviewById({ id });
  const listing = review && findBusinessById({ id: review.businessId });
  return review && listing ? { review, listing } : undefined;
};

const adminActions: Record<string, ActionDef<unknown>> = {
  'business.approve': business('approve'),
  'business.reject': business('reject'),
  'business.unpublish': business('unpublish'),
  'business.feature': feature(true),
  'business.unfeature': feature(false),
  'business.revoke-claim': define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: (b) => ({
      title: `Revoke the claim on ${b.name}?`,
      consequence:
        'The owner can no longer edit or pay for it, nor claim it back with a code. The listing stays as it is and shows as unclaimed; claims for it come to you for review (no claim code is mailed until you approve the listing again).',
      confirmLabel: 'Revoke claim',
      danger: true,
    }),
    run: (b, _r, who) => {
      const result = revokeClaim(b.id, who);
      return result.ok ? ok('Claim revoked successfully') : result;
    },
  }),
  'business.delete': define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: (b) => ({
      title: `Delete ${b.name} for good?`,
      consequence: `The listing, its photos, reviews and statistics are removed and cannot be restored.${b.stripeSubscriptionId ? ' Its premium subscription is canceled at once: no further charges, and the current period is not refunded.' : ''}`,
      confirmLabel: 'Delete listing',
      danger: true,
    }),
    run: async (b, _r, who) => {
      try {
        return (await deleteBusinessListing(b.id, who)) ? ok('Business deleted successfully') : notFound('Business');
      } catch (error) {
        // Stripe refused to cancel the subscription: nothing was deleted (502, the JSON endpoint's answer too).
        if (error instanceof PaymentError) return error.failure;
        throw error;
      }
    },
  }),
  'event.approve': event('approve'),
  'event.reject': event('reject'),
  'event.unpublish': event('unpublish'),
  'event.delete': define({
    tab: 'events',
    find: (id) => findEventById({ id }),
    view: (e) => ({
      title: `Delete ${e.title} for good?`,
      consequence: 'It is removed from the calendar and cannot be restored.',
      confirmLabel: 'Delete event',
      danger: true,
    }),
    run: (e, _r, who) => (removeEvent(e.id, who) ? ok('Event deleted successfully') : notFound('Event')),
  }),
  'claim.approve': define({
    tab: 'claims',
    find: claimSubject,
    view: ({ claim, listing, claimant }) => ({
      title: `Make ${claimant.email} the owner of ${listing.name}?`,
      consequence:
        'They can edit the listing and pay for Premium; every other pending claim on it is closed and those claimants are told.',
      confirmLabel: 'Approve claim',
      danger: false,
      preview: `/admin/claims/${claim.id}`,
    }),
    run: ({ claim }, _r, who) => {
      const result = decideClaim(claim.id, { approved: true }, who);
      return result.ok ? ok('Claim approved successfully') : result;
    },
  }),
  'claim.reject': define({
    tab: 'claims',
    find: claimSubject,
    view: ({ claim, listing, claimant }) => ({
      title: `Reject the claim by ${claimant.email} on ${listing.name}?`,
      consequence: 'The listing stays unclaimed and unchanged; the claimant is e-mailed your reason.',
      confirmLabel: 'Reject claim',
      danger: true,
      preview: `/admin/claims/${claim.id}`,
      reasonReader: 'the claimant',
      reasonRequired: true,
    }),
    run: ({ claim }, reason, who) => {
      const result = decideClaim(claim.id, { approved: false, reason }, who);
      return result.ok ? ok('Claim rejected successfully') : result;
    },
  }),
  'revision.approve': define({
    tab: 'revisions',
    find: revisionSubject,
    view: ({ revision, listing }) => ({
      title: `Publish the edit of ${listing.name}?`,
      consequence: `The changed ${Object.keys(revision.changes).join(', ')} replace the live ones at once and the owner is e-mailed.`,
      confirmLabel: 'Publish edit',
      danger: false,
      preview: `/business/${listing.id}?revision=${revision.id}`,
    }),
    run: ({ revision }, _r, who) => {
      const result = decideRevision(revision.id, { approved: true }, who);
      return result.ok ? ok('Revision approved successfully') : result;
    },
  }),
  'revision.reject': define({
    tab: 'revisions',
    find: revisionSubject,
    view: ({ revision, listing }) => ({
      title: `Reject the edit of ${listing.name}?`,
      consequence: 'The live listing stays as it is; the owner is e-mailed your reason and can edit again.',
      confirmLabel: 'Reject edit',
      danger: true,
      preview: `/business/${listing.id}?revision=${revision.id}`,
      reasonReader: 'the owner',
      reasonRequired: true,
    }),
    run: ({ revision }, reason, who) => {
      const result = decideRevision(revision.id, { approved: false, reason }, who);
      return result.ok ? ok('Revision rejected successfully') : result;
    },
  }),
  ...eventRevisionActions(define),
  'review.approve': define({
    tab: 'reviews',
    find: reviewSubject,
    view: ({ review, listing }) => ({
      title: `${review.status === 'approved' ? 'Keep' : 'Publish'} this review of ${listing.name}?`,
      consequence:
        review.status === 'approved'
          ? 'It stays on the listing page and its reports are closed.'
          : 'It appears on the listing page at once; the reviewer and the owner are e-mailed.',
      confirmLabel: review.status === 'approved' ? 'Keep published' : 'Approve review',
      danger: false,
      preview: listingLink(listing.id),
    }),
    run: ({ review }, _r, who) => {
      const result = decideReview(review.id, true, undefined, who);
      return result.ok ? ok('Review approved successfully') : { ok: false, status: result.status, error: result.error };
    },
  }),
  'review.reject': define({
    tab: 'reviews',
    find: reviewSubject,
    view: ({ listing }) => ({
      title: `Reject this review of ${listing.name}?`,
      consequence: 'It is taken off (or kept off) the listing page; the reviewer is e-mailed, with your reason if you give one.',
      confirmLabel: 'Reject review',
      danger: true,
      preview: listingLink(listing.id),
      reasonReader: 'the reviewer',
      reasonRequired: false,
      reasonMax: 500,
    }),
    run: ({ review }, reason, who) => {
      const result = decideReview(review.id, false, reason ?? undefined, who);
      return result.ok ? ok('Review rejected successfully') : { ok: false, status: result.status, error: result.error };
    },
  }),
  'contact.delete': define({
    tab: 'contacts',
    find: (id) => findContactMessage({ id }),
    view: (m) => ({
      title: `Delete the message from ${m.name}?`,
      consequence: `“${m.subject}” is removed for good.`,
      confirmLabel: 'Delete message',
      danger: true,
    }),
    run: (m, _r, who) => (removeContactMessage(m.id, who) ? ok('Message deleted successfully') : notFound('Message')),
  }),
  'user.make-admin': role('admin'),
  'user.revoke-admin': role('user'),
};

export interface ResolvedAction {
  key: string;
  id: number;
  tab: string;
  /** Where "Back" and success lead: the tab, and on a paged tab the page, search and filter the admin came from. */
  back: string;
  view: ActionView;
  spec: (who: Who) => PageFormSpec<{ reason: string | null }>;
}

/** The page the action was started from (ActionForm passes its list's q, filter and page along). */
function adminActionBack(url: URL, tab: string): string {
  if (tab === 'reviews') return '/admin/reviews';
  if (Object.hasOwn(adminLists, tab)) {
    const list = tab as keyof typeof adminLists;
    return adminListHref(list, adminListQuery(url, list, true));
  }
  return `/admin?tab=${tab}`;
}

const reasonSchema = (required: boolean, max: number) =>
  z.object({
    reason: required
      ? requiredText('Give a reason the author will read', 1, max)
      : z.string().trim().max(max, `Keep the reason under ${max} characters`).optional(),
  });

/** The action named by `?do=&id=`, with its item, or null (unknown action or item: the page says so). */
export function resolveAdminAction(url: URL): ResolvedAction | null {
  const key = url.searchParams.get('do') ?? '';
  const id = Number(url.searchParams.get('id'));
  const def = Object.hasOwn(adminActions, key) ? adminActions[key]! : null;
  if (!def || !Number.isSafeInteger(id) || id < 1) return null;
  const item = def.find(id);
  if (item === undefined) return null;
  const view = def.view(item);
  const back = adminActionBack(url, def.tab);
  const schema = reasonSchema(view.reasonRequired === true, view.reasonMax ?? 1000);
  return {
    key,
    id,
    tab: def.tab,
    back,
    view,
    spec: (who) => ({
      schema: schema.transform((v) => ({ reason: view.reasonReader && v.reason ? v.reason : null })),
      act: async ({ reason }) => {
        // Read the item again: it may have changed since the confirmation page was shown.
        const current = def.find(id);
        const done = current === undefined ? notFound('Item') : await def.run(current, reason, who);
        return done.ok
          ? { ok: true, redirectTo: back, flash: { title: 'Success', description: done.message } }
          : { ok: false, status: done.status, error: done.error };
      },
    }),
  };
}
