/**
 * Who shows the Featured badge: a listing an admin featured, or one on an active premium
 * plan. One rule for the badge on cards and pages, `featured` in the API, `?featured=true` and the home spotlight;
 * the directory search filters by the same rule in SQL (./active-premium.ts).
 */
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import type { Business } from '#src/platform/server/db/schema.ts';

/** The Featured badge shows on this listing's cards and page, and the API says `featured: true`. */
export const showsFeaturedBadge = (b: Pick<Business, 'featured' | 'plan' | 'subscriptionStatus'>): boolean =>
  b.featured || isActivePremium(b);
