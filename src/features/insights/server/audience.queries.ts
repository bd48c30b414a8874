/**
 * The site's own audience, per category, for the point of sale (src/features/payments/server/audience.ts):
 * read from the daily counters and search terms, summed over the approved listings of each category.
 */
import { getDb } from '#src/platform/server/db/client.ts';
import { ACTIVE_PREMIUM_SQL } from '#src/features/payments/server/active-premium.queries.ts';

export interface CategoryAudienceRow {
  category: string;
  views: number;
  /** At least this many searches showed a listing of the category (see below). */
  searches: number;
}

/** `group`: each category's own figures, or one row for all listings (category ''). */
const viewsSql = (group: string) =>
  `select ${group} as category, coalesce(sum(s.views), 0) as views
   from business_daily_stats s join businesses b on b.id = s.business_id
   where b.approved = 1 and s.date between ? and ? group by 1`;
const searchesSql = (group: string) =>
  `select category, sum(most) as searches from (
     select ${group} as category, max(t.count) as most
     from business_search_terms t join businesses b on b.id = t.business_id
     where b.approved = 1 and t.date between ? and ? group by 1, t.date, t.term
   ) group by category`;

/**
 * Page views of each category's listings, and the searches that found one, within [from, to] ('YYYY-MM-DD'),
 * plus the same for all listings (category ''). A search is stored once per listing it showed, with no id
 * tying them together; so a day's term counts as many searches as its most-shown listing had: never
 * more than were made.
 */
export function listCategoryAudience({ from, to }: { from: string; to: string }): CategoryAudienceRow[] {
  const client = getDb().$client;
  const views = [viewsSql('b.category'), viewsSql("''")].flatMap(
    (q) => client.prepare(q).all(from, to) as { category: string; views: number }[],
  );
  const searches = [searchesSql('b.category'), searchesSql("''")].flatMap(
    (q) => client.prepare(q).all(from, to) as { category: string; searches: number }[],
  );
  const byCategory = new Map<string, CategoryAudienceRow>();
  for (const v of views) byCategory.set(v.category, { category: v.category, views: v.views, searches: 0 });
  for (const s of searches) {
    const row = byCategory.get(s.category) ?? { category: s.category, views: 0, searches: 0 };
    byCategory.set(s.category, { ...row, searches: s.searches });
  }
  return [...byCategory.values()];
}

/** Enquiries that listings with active premium received within [from, to], and how many such listings there are. */
export function sumPremiumEnquiries({ from, to }: { from: string; to: string }): { enquiries: number; listings: number } {
  return getDb()
    .$client.prepare(
      `select coalesce(sum(s.enquiries), 0) as enquiries, count(distinct b.id) as listings
       from businesses b left join business_daily_stats s on s.business_id = b.id and s.date between ? and ?
       where b.approved = 1 and ${ACTIVE_PREMIUM_SQL}`,
    )
    .get(from, to) as { enquiries: number; listings: number };
}
