/** Reviews, replies and reports: shared by the forms, the endpoints and the tests. */
import { z } from 'zod';

export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;

export const reviewText = {
  rating: 'Choose a rating from 1 to 5 stars',
  body: `Write between ${REVIEW_BODY_MIN} and ${REVIEW_BODY_MAX} characters`,
  reply: 'Write a reply of 2 to 2,000 characters',
  reason: 'Tell us what is wrong with this review (5 to 500 characters)',
  submitted: 'Thank you! Your review will appear once our team has approved it.',
  edited: 'Your review is updated and will appear again once our team has approved it.',
  replied: 'Your reply is published.',
  featured: 'Featured review updated.',
  reported: 'Thank you. Our team will look at this review.',
  unverified: 'Please verify your e-mail address before writing a review',
  ownListing: 'You cannot review your own listing',
  competitor:
    'You own a listing in the same category, so you cannot review this one: reviews come from customers, not from competitors.',
  duplicate: 'You have already reviewed this listing. You can edit your review instead.',
  reviewedBefore:
    'You have already reviewed this listing, from an earlier account with this e-mail address. A listing takes one review per person.',
} as const;

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** Forms post the rating as a string; JSON sends a number. Either way, a whole number from 1 to 5. */
const rating = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: reviewText.rating }).int(reviewText.rating).min(1, reviewText.rating).max(5, reviewText.rating),
);

export const reviewSchema = z.object({ rating, body: text(reviewText.body, REVIEW_BODY_MIN, REVIEW_BODY_MAX) });
export type ReviewInput = z.infer<typeof reviewSchema>;

export const replySchema = z.object({ body: text(reviewText.reply, 2, 2000) });
export const reportSchema = z.object({ reason: text(reviewText.reason, 5, 500) });

/** The review to feature, or none (`null`; a form sends ""). */
export const featureReviewSchema = z.object({
  reviewId: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: 'reviewId must be a review id or null' }).int().positive().nullable(),
  ),
});

export const reviewDecisionSchema = z.object({
  approved: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'approved must be true or false' }),
  ),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
});

export interface PublicReview {
  id: number;
  rating: number;
  body: string;
  authorName: string;
  createdAt: string;
  reply: { body: string; updatedAt: string } | null;
  featured: boolean;
}

export interface RatingSummary {
  average: number | null;
  count: number;
}
