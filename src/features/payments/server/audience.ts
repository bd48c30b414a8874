/**
 * What the site's own visitors did last month, shown where an owner decides to pay (the signup plan
 * card, the dashboard's upgrade panel): one function, read from the insights tables
 * (src/features/insights/server/audience.queries.ts), the same figures for every screen.
 */
import { localDate, shiftDate } from '#src/features/insights/server/local-date.ts';
import { listCategoryAudience, sumPremiumEnquiries } from '#src/features/insights/server/audience.queries.ts';
import type { Audience } from '#src/features/payments/audience.ts';
import { resolveCategory } from '#src/features/directory/categories.ts';

/** The last 30 whole local days, ending yesterday (today is still being counted, and its counters flushed in batches). */
const AUDIENCE_DAYS = 30;

export function loadAudience(now = new Date()): Audience {
  const to = shiftDate(localDate(now.getTime()), -1);
  const from = shiftDate(to, -(AUDIENCE_DAYS - 1));
  const categories: Audience['categories'] = {};
  for (const row of listCategoryAudience({ from, to })) {
    // Stored as a slug or, for older rows, a label: one entry per category of the taxonomy.
    const slug = row.category === '' ? '' : (resolveCategory(row.category)?.slug ?? row.category);
    const sum = categories[slug] ?? { views: 0, searches: 0 };
    categories[slug] = { views: sum.views + row.views, searches: sum.searches + row.searches };
  }
  const premium = sumPremiumEnquiries({ from, to });
  return { days: AUDIENCE_DAYS, categories, premiumEnquiries: premium.enquiries, premiumListings: premium.listings };
}
