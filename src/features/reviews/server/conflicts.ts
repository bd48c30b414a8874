/**
 * Who may not review a listing because they have a stake in it. Google and Yelp forbid reviews of one's own
 * business and of competitors; the site sees one kind of stake, listing ownership. Competitors are the listings
 * of the same directory group (src/features/directory/categories.ts): those the directory shows side by side
 * when a visitor compares (a tour operator's "tourism" and another's "recreation" are both Recreation & Tours).
 * Any listing the account owns counts, approved or not.
 */
import { resolveCategory } from '#src/features/directory/categories.ts';
import { listOwnedCategories } from './reviews.queries.ts';

/** The directory group a stored category belongs to; an unknown value is its own group. */
const groupOf = (category: string): string => resolveCategory(category)?.group.slug ?? category;

/** Whether `userId` owns a listing, other than `listing` itself, in the same directory group as `listing`. */
export function ownsCompetingListing(userId: number, listing: { category: string }): boolean {
  const group = groupOf(listing.category);
  return listOwnedCategories({ ownerId: userId }).some((c) => groupOf(c) === group);
}
