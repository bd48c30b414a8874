/**
 * Review use cases: verified accounts review a listing once (edits go back to
 * moderation), admins approve or reject with a reason, owners reply once per review (editable) and
 * may feature one review on premium; nobody but an admin changes a review's status, and nobody deletes one.
 */
import type { PublicReview, RatingSummary, ReviewInput } from '#src/features/reviews/review.schema.ts';
import { reviewText } from '#src/features/reviews/review.schema.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import {
  findReviewByAuthor,
  findReviewById,
  insertReview,
  insertReviewReport,
  listApprovedReviews,
  resolveReviewReports,
  setFeaturedReview,
  setReviewReply,
  setReviewStatus,
  touchBusiness,
  updateReviewByAuthor,
} from './reviews.queries.ts';
import { isDatabaseBusy } from '#src/platform/server/db/busy.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import type { Review } from '#src/platform/server/db/schema.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { TokenBucket } from '#src/platform/server/security/rate-limit.ts';
import { withRatings } from './card-ratings.ts';
import { ownsCompetingListing } from './conflicts.ts';
import { reviewedBeforeDeletion } from './former-authors.ts';
import { newReviewForOwnerEmail, reviewDecisionEmail } from './emails.ts';
import { fail, type Failure } from '#src/platform/server/failure.ts';

export type Outcome<T> = { ok: true; value: T } | Failure<400 | 401 | 403 | 404 | 409 | 429>;

interface Actor {
  id: number;
  email: string;
  role: string;
  emailVerifiedAt: Date | null;
}

/** Per account: 5 new or edited reviews, then one every 10 minutes; per address: 10 reports, then one a minute. */
const reviewLimits = {
  write: new TokenBucket('review-write', 5, 10 * 60_000),
  reply: new TokenBucket('review-reply', 20, 60_000),
  report: new TokenBucket('review-report', 10, 60_000),
};

function limited<T>(bucket: TokenBucket, key: string): Outcome<T> | null {
  const r = bucket.consume(key);
  return r.ok ? null : fail(429, 'Too many requests. Please try again later.', { retryAfterSeconds: r.retryAfterSeconds });
}

export function toPublicReview(r: Review, authorName: string): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    body: r.body,
    authorName,
    createdAt: r.createdAt.toISOString(),
    reply: r.replyBody ? { body: r.replyBody, updatedAt: (r.replyUpdatedAt ?? r.updatedAt).toISOString() } : null,
    featured: r.featured,
  };
}

export function publicReviews(businessId: number): PublicReview[] {
  return listApprovedReviews({ businessId }).map((row) => toPublicReview(row.review, row.authorName));
}

export function ratingSummary(businessId: number): RatingSummary {
  return withRatings([{ id: businessId }])[0]!.rating;
}

export function submitReview(actor: Actor, businessId: number, input: ReviewInput): Outcome<Review> {
  if (!actor.emailVerifiedAt) return fail(403, reviewText.unverified);
  const business = getApprovedBusiness({ id: businessId });
  if (!business) return fail(404, 'Business not found');
  if (business.ownerId === actor.id) return fail(403, reviewText.ownListing);
  if (ownsCompetingListing(actor.id, business)) return fail(403, reviewText.competitor);
  if (findReviewByAuthor({ businessId, userId: actor.id })) return fail(409, reviewText.duplicate);
  if (reviewedBeforeDeletion(businessId, actor.email)) return fail(409, reviewText.reviewedBefore);
  const tooMany = limited<Review>(reviewLimits.write, `user:${actor.id}`);
  if (tooMany) return tooMany;
  try {
    return { ok: true, value: insertReview({ businessId, userId: actor.id, rating: input.rating, body: input.body }) };
  } catch (error) {
    if (isDatabaseBusy(error)) throw error; // another process's lock: 503, not "already reviewed"
    return fail(409, reviewText.duplicate); // a concurrent first review hit the unique index
  }
}

export function editReview(actor: Actor, reviewId: number, input: ReviewInput): Outcome<Review> {
  const review = findReviewById({ id: reviewId });
  if (!review) return fail(404, 'Review not found');
  if (review.userId !== actor.id) return fail(403, 'You can only edit your own review');
  // A review written before its author listed a competing business cannot be rewritten from that position.
  const business = findBusinessById({ id: review.businessId });
  if (business && ownsCompetingListing(actor.id, business)) return fail(403, reviewText.competitor);
  const tooMany = limited<Review>(reviewLimits.write, `user:${actor.id}`);
  if (tooMany) return tooMany;
  const updated = updateReviewByAuthor({ id: reviewId, userId: actor.id, rating: input.rating, body: input.body })!;
  if (review.status === 'approved') touchBusiness({ id: review.businessId }); // it leaves the public page
  return { ok: true, value: updated };
}

export function decideReview(
  reviewId: number,
  approved: boolean,
  reason: string | undefined,
  who: { actorId: number; ip: string | null },
): Outcome<Review> {
  const review = findReviewById({ id: reviewId });
  if (!review) return fail(404, 'Review not found');
  const status = approved ? 'approved' : 'rejected';
  const updated = setReviewStatus({ id: reviewId, status, reason: approved ? null : reason || null })!;
  resolveReviewReports({ reviewId });
  touchBusiness({ id: review.businessId });
  if (review.status !== status) {
    const business = findBusinessById({ id: review.businessId });
    insertAuditEntry({
      action: approved ? 'review.approved' : 'review.rejected',
      actorUserId: who.actorId,
      targetType: 'business',
      targetId: review.businessId,
      ip: who.ip,
      details: { reviewId, rating: review.rating, reason: updated.reason },
    });
    const author = review.userId === null ? undefined : findUserById({ id: review.userId });
    if (business && author) {
      queueMail({
        to: author.email,
        ...reviewDecisionEmail({ business, approved, reason: updated.reason }),
      });
      const owner = approved && business.ownerId ? findUserById({ id: business.ownerId }) : undefined;
      if (owner)
        queueMail({
          to: owner.email,
          ...newReviewForOwnerEmail({ business, rating: review.rating }),
        });
    }
  }
  return { ok: true, value: updated };
}

/** The listing owner's public reply: one per review; posting again replaces it. `created` tells the first from an edit. */
export function replyToReview(actor: Actor, reviewId: number, body: string): Outcome<{ review: Review; created: boolean }> {
  const review = findReviewById({ id: reviewId });
  if (!review) return fail(404, 'Review not found');
  const business = findBusinessById({ id: review.businessId });
  if (!business || business.ownerId !== actor.id) return fail(403, 'Only the listing owner can reply to its reviews');
  if (review.status !== 'approved') return fail(409, 'You can reply once the review is published');
  const tooMany = limited<{ review: Review; created: boolean }>(reviewLimits.reply, `user:${actor.id}`);
  if (tooMany) return tooMany;
  const updated = setReviewReply({ id: reviewId, body })!;
  touchBusiness({ id: review.businessId });
  return { ok: true, value: { review: updated, created: review.replyBody === null } };
}

export function reportReview(reviewId: number, reason: string, clientKey: string): Outcome<null> {
  const review = findReviewById({ id: reviewId });
  if (!review || review.status !== 'approved') return fail(404, 'Review not found');
  const tooMany = limited<null>(reviewLimits.report, clientKey);
  if (tooMany) return tooMany;
  insertReviewReport({ reviewId, reason });
  return { ok: true, value: null };
}

/** Premium owners feature one approved review (or none with reviewId null). */
export function featureReview(actor: Actor, businessId: number, reviewId: number | null): Outcome<null> {
  const business = findBusinessById({ id: businessId });
  if (!business) return fail(404, 'Business not found');
  if (business.ownerId !== actor.id) return fail(403, 'You can only feature reviews of your own listing');
  if (!isActivePremium(business)) return fail(403, 'Featuring a review is part of Premium');
  if (reviewId !== null) {
    const review = findReviewById({ id: reviewId });
    if (!review || review.businessId !== businessId || review.status !== 'approved') return fail(404, 'Review not found');
  }
  setFeaturedReview({ businessId, reviewId });
  touchBusiness({ id: businessId });
  return { ok: true, value: null };
}
