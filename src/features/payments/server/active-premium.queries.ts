/**
 * The "active premium" rule of src/features/payments/billing-rules.ts (`isActivePremium`) as SQL over a `businesses` row, for
 * queries that filter or order by it. Unqualified column names, so the same text serves drizzle queries and the
 * prepared statements of the directory search.
 */
import { sql } from 'drizzle-orm';
import { PREMIUM_STATUSES } from '#src/features/payments/billing-rules.ts';

/** The subscription status alone is a premium one (`isPremiumStatus`). */
const PREMIUM_STATUS_TEXT = `subscription_status in (${PREMIUM_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** Premium benefits apply (`isActivePremium`). */
export const ACTIVE_PREMIUM_SQL = `(plan = 'premium' and ${PREMIUM_STATUS_TEXT})`;

/** The premium rank of the public order (0: premium, listed first). */
export const PREMIUM_RANK_SQL = `case when ${ACTIVE_PREMIUM_SQL} then 0 else 1 end`;

/** The drizzle forms of the fragments above. */
export const premiumStatus = sql.raw(PREMIUM_STATUS_TEXT);
export const premiumRank = sql.raw(PREMIUM_RANK_SQL);
