/** Review rows: visitors write them, admins moderate them, owners reply; only approved ones are public. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { findRow } from '#src/platform/server/db/rows.queries.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { businesses, reviewReports, reviews, users, type Review } from '#src/platform/server/db/schema.ts';

export function insertReview(values: { businessId: number; userId: number; rating: number; body: string }): Review {
  return getDb()
    .insert(reviews)
    .values({ ...values, status: 'pending' })
    .returning()
    .get();
}

/** The categories of the listings an account owns (approved or not), each once. */
export function listOwnedCategories({ ownerId }: { ownerId: number }): string[] {
  return getDb()
    .selectDistinct({ category: businesses.category })
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .all()
    .map((r) => r.category);
}

export function findReviewById({ id }: { id: number }): Review | undefined {
  return getDb().select().from(reviews).where(eq(reviews.id, id)).get();
}

export function findReviewByAuthor({ businessId, userId }: { businessId: number; userId: number }): Review | undefined {
  return findRow(reviews, { businessId, userId });
}

/** A review of the listing by an account since deleted whose address had this key (./former-authors.ts). */
export function findReviewByFormerAuthor({ businessId, key }: { businessId: number; key: string }): Review | undefined {
  return findRow(reviews, { businessId, formerAuthorKey: key });
}

/** Marks an account's reviews with its address's key before the account goes (its `user_id` is then nulled). */
export function setFormerAuthorKey({ userId, key }: { userId: number; key: string }): void {
  getDb().update(reviews).set({ formerAuthorKey: key }).where(eq(reviews.userId, userId)).run();
}

/** The author's edit: back to pending (and no longer featured) until an admin approves it again. */
export function updateReviewByAuthor({
  id,
  userId,
  rating,
  body,
}: {
  id: number;
  userId: number;
  rating: number;
  body: string;
}): Review | undefined {
  return getDb()
    .update(reviews)
    .set({ rating, body, status: 'pending', reason: null, featured: false, updatedAt: new Date() })
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning()
    .get();
}

export function setReviewStatus({
  id,
  status,
  reason,
}: {
  id: number;
  status: 'approved' | 'rejected';
  reason: string | null;
}): Review | undefined {
  return getDb()
    .update(reviews)
    .set({
      status,
      reason,
      approvedAt: status === 'approved' ? new Date() : null,
      ...(status === 'rejected' ? { featured: false } : {}),
      updatedAt: new Date(),
    })
    .where(eq(reviews.id, id))
    .returning()
    .get();
}

export function setReviewReply({ id, body }: { id: number; body: string }): Review | undefined {
  return getDb().update(reviews).set({ replyBody: body, replyUpdatedAt: new Date() }).where(eq(reviews.id, id)).returning().get();
}

/** Features one approved review of a listing (or none): the others lose the mark in the same transaction. */
export function setFeaturedReview({ businessId, reviewId }: { businessId: number; reviewId: number | null }): void {
  const db = getDb();
  db.transaction((tx) => {
    tx.update(reviews).set({ featured: false }).where(eq(reviews.businessId, businessId)).run();
    if (reviewId !== null) {
      tx.update(reviews)
        .set({ featured: true })
        .where(and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId), eq(reviews.status, 'approved')))
        .run();
    }
  });
}

/** What a review's author is called when their account was deleted: the review stays, nameless. */
const FORMER_MEMBER = 'Former member';
const authorName = sql<string>`coalesce(${users.firstName} || ' ' || substr(${users.lastName}, 1, 1) || '.', ${FORMER_MEMBER})`;

/** Approved reviews of a listing with the author's first name and initial, featured first, then newest. */
export function listApprovedReviews({ businessId, limit = 50 }: { businessId: number; limit?: number }) {
  // Every business page asks: prepared once per connection.
  return preparedOnce(getDb(), 'approved reviews', (db) =>
    db
      .select({ review: reviews, authorName })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.businessId, sql.placeholder('businessId')), eq(reviews.status, 'approved')))
      .orderBy(desc(reviews.featured), desc(reviews.approvedAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  ).all({ businessId, limit });
}

/** Every review of a listing (the owner's reply page), newest first. */
export function listReviewsForBusiness({ businessId }: { businessId: number }) {
  return getDb()
    .select({ review: reviews, authorName })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.businessId, businessId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .all();
}

/** One person's reviews with their listings, newest first (/account). */
export function listReviewsByAuthor({ userId }: { userId: number }) {
  return getDb()
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      status: reviews.status,
      reason: reviews.reason,
      createdAt: reviews.createdAt,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .all();
}

/** Average and count of approved reviews of each of `businessIds` that has any. */
export function getRatingSummaries({ businessIds }: { businessIds: number[] }): Map<number, { average: number; count: number }> {
  if (businessIds.length === 0) return new Map();
  // Prepared once per connection: a directory page asks for its cards' ratings on every render, and
  // building and preparing the query each time cost more than running it. The ids go in as one JSON
  // array, so one statement serves every length.
  const db = getDb();
  const summary = { businessId: reviews.businessId, average: sql<number>`avg(${reviews.rating})`, count: sql<number>`count(*)` };
  const rows = preparedOnce(db, 'rating summaries of ids', () =>
    db
      .select(summary)
      .from(reviews)
      .where(
        and(
          sql`${reviews.businessId} in (select value from json_each(${sql.placeholder('ids')}))`,
          eq(reviews.status, 'approved'),
        ),
      )
      .groupBy(reviews.businessId)
      .prepare(),
  ).all({ ids: JSON.stringify(businessIds) });
  return new Map(rows.map((r) => [r.businessId, { average: r.average, count: r.count }]));
}

export function insertReviewReport({ reviewId, reason }: { reviewId: number; reason: string }): void {
  getDb().insert(reviewReports).values({ reviewId, reason }).run();
}

/** The admin queue: pending reviews and approved ones with open reports, oldest first. */
export function listReviewsForModeration() {
  const openReports = sql<number>`(select count(*) from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`;
  const lastReport = sql<
    string | null
  >`(select ${reviewReports.reason} from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null order by ${reviewReports.id} desc limit 1)`;
  return getDb()
    .select({ review: reviews, authorName, authorEmail: users.email, businessName: businesses.name, openReports, lastReport })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(sql`${reviews.status} = 'pending' or ${openReports} > 0`)
    .orderBy(reviews.createdAt)
    .limit(200)
    .all();
}

export function resolveReviewReports({ reviewId }: { reviewId: number }): void {
  getDb().update(reviewReports).set({ resolvedAt: new Date() }).where(eq(reviewReports.reviewId, reviewId)).run();
}

/** Marks the listing changed so cached public pages (stars, reviews, JSON-LD) are rebuilt on the next request. */
export function touchBusiness({ id }: { id: number }): void {
  getDb().update(businesses).set({ updatedAt: new Date() }).where(eq(businesses.id, id)).run();
}
