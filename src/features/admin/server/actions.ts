/**
 * Every admin action as a plain form (no dead buttons without JavaScript). Each
 * button on /admin is a GET form to `/admin/confirm?do=ACTION&id=ID`; that page names what will
 * happen (and asks for a reason where the author reads one), and its form posts back to itself through
 * handlePageForm (src/platform/server/forms/page-form.ts), which calls the same server function as the JSON
 * endpoint and returns to the tab with the spec's toast. With JavaScript the island does the same
 * through /api/admin/* after `window.confirm`.
 */
import { z } from 'zod';
import { adminActionTexts as texts } from '#src/features/admin/admin-actions.ts';
import { adminListHref, adminLists } from '#src/features/admin/admin-list.ts';
import { requiredText } from '#src/platform/schemas/fields.ts';
import { changeUserRole } from '#src/features/accounts/server/accounts.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { findEventById } from './admin.queries.ts';
import { findClaimById } from '#src/features/claims/server/claims.queries.ts';
import { findContactMessage } from '#src/features/contact/server/contact.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { findReviewById } from '#src/features/reviews/server/reviews.queries.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { decideClaim } from '#src/features/claims/server/claims.ts';
import { PaymentError } from '#src/features/payments/server/errors.ts';
import { decideListing, decisionMessage, refundWarning } from '#src/features/payments/server/refund.ts';
import { revisionActions } from '#src/features/revisions/server/actions.ts';
import { suggestionActions } from '#src/features/suggestions/server/admin-actions.ts';
import { decideReview } from '#src/features/reviews/server/reviews.ts';
import { define, ok, type ActionDef, type ActionView, type Done, type Who } from './action-def.ts';
import {
  decideEvent,
  featureBusiness,
  deleteBusinessListing,
  removeContactMessage,
  removeEvent,
  revokeClaim,
} from './moderation.ts';
import { adminListQuery } from './list-pages.ts';

const notFound = (what: string): Done => ({ ok: false, status: 404, error: `${what} not found` });
const listingLink = (id: number) => `/business/${id}`;

/** Stripe refused to cancel (or refund) the plan: nothing was done (502, the JSON endpoint's answer too). */
const paymentRefused = (error: unknown): Done => {
  if (error instanceof PaymentError) return { ok: false, status: error.status, error: error.message };
  throw error;
};

type Decision = 'approve' | 'reject' | 'unpublish';

/** The confirmation of a decision on a listing or an event: rejecting and unpublishing ask for the author's reason. */
const decisionView = (decision: Decision, kind: 'business' | 'event', name: string, preview: string, warning?: string) =>
  decision === 'approve'
    ? { ...texts.approve(kind, name), danger: false, preview }
    : { ...texts[decision](kind, name), danger: true, preview, reasonRequired: true, warning };

const business = (decision: Decision) =>
  define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: async (b) => decisionView(decision, 'business', b.name, listingLink(b.id), (await refundWarning(b)) ?? undefined),
    run: async (b, reason, who) => {
      const approved = decision === 'approve';
      try {
        const decided = await decideListing(b.id, { approved, reason }, who);
        return decided ? ok(decisionMessage(decided, approved)) : notFound('Business');
      } catch (error) {
        return paymentRefused(error);
      }
    },
  });

const event = (decision: Decision) =>
  define({
    tab: 'events',
    find: (id) => findEventById({ id }),
    view: (e) => decisionView(decision, 'event', e.title, `/events/${e.id}`),
    run: (e, reason, who) =>
      decideEvent(e.id, { approved: decision === 'approve', reason }, who)
        ? ok(`Event ${decision === 'approve' ? 'approved' : 'rejected'} successfully`)
        : notFound('Event'),
  });

const feature = (on: boolean) =>
  define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: (b) => ({ ...texts.feature(b.name, on, isActivePremium(b)), danger: false }),
    run: (b, _r, who) =>
      featureBusiness(b.id, on, who) ? ok(`Business ${on ? 'featured' : 'unfeatured'} successfully`) : notFound('Business'),
  });

const role = (to: 'admin' | 'user') =>
  define({
    tab: 'users',
    find: (id) => findUserById({ id }),
    view: (u) => ({ ...(to === 'user' ? texts.revokeAdmin(u.email) : texts.makeAdmin(u.email)), danger: true }),
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

const reviewSubject = (id: number) => {
  const review = findReviewById({ id });
  const listing = review && findBusinessById({ id: review.businessId });
  return review && listing ? { review, listing } : undefined;
};

const claimDecision = (approved: boolean) =>
  define({
    tab: 'claims',
    find: claimSubject,
    view: ({ claim, listing, claimant }) =>
      approved
        ? { ...texts.approveClaim(claimant.email, listing.name), danger: false, preview: `/admin/claims/${claim.id}` }
        : {
            ...texts.rejectClaim(claimant.email, listing.name),
            danger: true,
            preview: `/admin/claims/${claim.id}`,
            reasonRequired: true,
          },
    run: ({ claim }, reason, who) => {
      const result = decideClaim(claim.id, { approved, reason }, who);
      return result.ok ? ok(`Claim ${approved ? 'approved' : 'rejected'} successfully`) : result;
    },
  });

const reviewDecision = (approved: boolean) =>
  define({
    tab: 'reviews',
    find: reviewSubject,
    view: ({ review, listing }) =>
      approved
        ? { ...texts.approveReview(listing.name, review.status === 'approved'), danger: false, preview: listingLink(listing.id) }
        : {
            ...texts.rejectReview(listing.name),
            danger: true,
            preview: listingLink(listing.id),
            reasonRequired: false,
            reasonMax: 500,
          },
    run: ({ review }, reason, who) => {
      const result = decideReview(review.id, approved, reason ?? undefined, who);
      return result.ok
        ? ok(`Review ${approved ? 'approved' : 'rejected'} successfully`)
        : { ok: false, status: result.status, error: result.error };
    },
  });

const adminActions: Record<string, ActionDef<unknown>> = {
  'business.approve': business('approve'),
  'business.reject': business('reject'),
  'business.unpublish': business('unpublish'),
  'business.feature': feature(true),
  'business.unfeature': feature(false),
  'business.revoke-claim': define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: (b) => ({ ...texts.revokeClaim(b.name), danger: true }),
    run: (b, _r, who) => {
      const result = revokeClaim(b.id, who);
      return result.ok ? ok('Claim revoked successfully') : result;
    },
  }),
  'business.delete': define({
    tab: 'businesses',
    find: (id) => findBusinessById({ id }),
    view: (b) => ({ ...texts.deleteBusiness(b.name, !!b.stripeSubscriptionId), danger: true }),
    run: (b, _r, who) =>
      deleteBusinessListing(b.id, who)
        .then((gone) => (gone ? ok('Business deleted successfully') : notFound('Business')))
        .catch(paymentRefused),
  }),
  'event.approve': event('approve'),
  'event.reject': event('reject'),
  'event.unpublish': event('unpublish'),
  'event.delete': define({
    tab: 'events',
    find: (id) => findEventById({ id }),
    view: (e) => ({ ...texts.deleteEvent(e.title), danger: true }),
    run: (e, _r, who) => (removeEvent(e.id, who) ? ok('Event deleted successfully') : notFound('Event')),
  }),
  'claim.approve': claimDecision(true),
  'claim.reject': claimDecision(false),
  ...revisionActions(),
  ...suggestionActions(),
  'review.approve': reviewDecision(true),
  'review.reject': reviewDecision(false),
  'contact.delete': define({
    tab: 'contacts',
    find: (id) => findContactMessage({ id }),
    view: (m) => ({ ...texts.deleteMessage(m.name, m.subject), danger: true }),
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
  if (tab === 'reviews' || tab === 'suggestions') return `/admin/${tab}`;
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
export async function resolveAdminAction(url: URL): Promise<ResolvedAction | null> {
  const key = url.searchParams.get('do') ?? '';
  const id = Number(url.searchParams.get('id'));
  const def = Object.hasOwn(adminActions, key) ? adminActions[key]! : null;
  if (!def || !Number.isSafeInteger(id) || id < 1) return null;
  const item = def.find(id);
  if (item === undefined) return null;
  const view = await def.view(item);
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
        if (view.refused) return { ok: false, status: view.refused.status, error: view.refused.message };
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
