/**
 * The review forms without JavaScript, through the site's one form mechanism (src/platform/server/forms/page-form.ts).
 * Each posts to a page and runs the same use case as its JSON endpoint; a refusal shows the form again
 * with what was typed, success goes back where the form was with a toast.
 *
 * - write or edit one's review: /business/{id}/review (POST /api/businesses/{id}/reviews, PATCH /api/reviews/{id});
 * - report a review: /business/{id}/report?review={reviewId} (POST /api/reviews/{id}/report);
 * - reply and feature on the owner's page: /dashboard/businesses/{id}/reviews?review={reviewId} and ?form=featured;
 * (Approve or reject is an admin action: /admin/confirm, src/features/admin/server/actions.ts.)
 */
import type { APIContext } from 'astro';
import type { FlashMessage } from '#src/platform/flash.ts';
import { featureReviewSchema, replySchema, reportSchema, reviewSchema, reviewText } from '#src/features/reviews/review.schema.ts';
import { findReviewByAuthor } from './reviews.queries.ts';
import { handlePageForm, type FormPage } from '#src/platform/server/forms/page-form.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { clientLimitKey } from '#src/platform/server/security/rate-limit.ts';
import { editReview, featureReview, replyToReview, reportReview, submitReview, type Outcome } from './reviews.ts';

type Viewer = NonNullable<App.Locals['user']>;
type Page = FormPage & Pick<APIContext, 'url'>;

/** A use case's outcome as the form's: back to `redirectTo` with a thank-you, or the page again with the reason. */
function answer(outcome: Outcome<unknown>, redirectTo: string, description: string) {
  if (!outcome.ok) return outcome;
  const flash: FlashMessage = { title: 'Thank you', description };
  return { ok: true, redirectTo, flash } as const;
}

/** The review id a per-review form names in its action (`?review=`). */
export const formReviewId = (url: URL) => parseId(url.searchParams.get('review') ?? undefined);

export function handleWriteReviewForm(page: Page, viewer: Viewer, business: { id: number; path: string }) {
  return handlePageForm(page, {
    schema: reviewSchema,
    act: (input) => {
      const own = findReviewByAuthor({ businessId: business.id, userId: viewer.id });
      const outcome = own ? editReview(viewer, own.id, input) : submitReview(viewer, business.id, input);
      return answer(outcome, `${business.path}#reviews`, own ? reviewText.edited : reviewText.submitted);
    },
  });
}

export function handleReportReviewForm(page: Page, reviewId: number, businessPath: string) {
  return handlePageForm(page, {
    schema: reportSchema,
    act: ({ reason }) =>
      answer(reportReview(reviewId, reason, clientLimitKey(page)), `${businessPath}#reviews`, reviewText.reported),
  });
}

/** The owner's reviews page: a reply to one review (`?review=`), or the featured review (`?form=featured`). */
export function handleOwnerReviewForms(page: Page, viewer: Viewer, businessId: number) {
  const back = `/dashboard/businesses/${businessId}/reviews`;
  if (page.url.searchParams.get('form') === 'featured') {
    return handlePageForm(page, {
      schema: featureReviewSchema,
      act: ({ reviewId }) => answer(featureReview(viewer, businessId, reviewId), back, reviewText.featured),
    });
  }
  const reviewId = formReviewId(page.url) ?? 0;
  return handlePageForm(page, {
    schema: replySchema,
    act: ({ body }) => answer(replyToReview(viewer, reviewId, body), back, reviewText.replied),
  });
}
