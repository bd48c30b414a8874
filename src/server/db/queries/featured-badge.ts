/**
 * Who shows the Featured badge: a listing an admin featured, or one on an active premium
 * plan. One rule for the badge on cards and pages, `featured` in the API, `?featured=true` and the home spotlight,
 * in its two forms side by side: a row in JavaScript, and the SQL the directory search filters and orders by.
 * tests/unit/server/db/queries/featured-badge.test.ts checks that they agree on every combination.
 */
import type { Business } from '@/server/db/schema';

/** Stripe statuses in which premium benefits apply. */
const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/** SQL over a `businesses` row: premium benefits apply. */
const PREMIUM_SQL = `(plan = 'premium' and subscription_status in (${PREMIUM_STATUSES.map((s) => `'${s}'`).join(', ')}))`;

/** SQL over a `businesses` row: the premium rank of the public order (0: premium, listed first). */
export const PREMIUM_RANK_SQL = `case when ${PREMIUM_SQL} then 0 else 1 end`;

export const isPremium = (b: Pick<Business, 'plan' | 'subscriptionStatus'>): boolean =>
  b.plan === 'premium' && (PREMIUM_STATUSES as readonly (string | null)[]).includes(b.subscriptionStatus);

/** The Featured badge shows on this listing's cards and page, and the API says `featured: true`. */
export const showsFeaturedBadge = (b: Pick<Business, 'featured' | 'plan' | 'subscriptionStatus'>): boolean =>
  b.featured || isPremium(b);
