/** The admin's review queue, shaped for the API and the /admin/reviews page. */
import { listReviewsForModeration } from './reviews.queries.ts';

export function moderationQueue() {
  return listReviewsForModeration().map((row) => ({
    id: row.review.id,
    businessId: row.review.businessId,
    businessName: row.businessName,
    rating: row.review.rating,
    body: row.review.body,
    status: row.review.status,
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    createdAt: row.review.createdAt.toISOString(),
    openReports: row.openReports,
    lastReport: row.lastReport,
  }));
}

export type ModerationItem = ReturnType<typeof moderationQueue>[number];
