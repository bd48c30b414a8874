/** How much one client address may suggest (keyed by the address the HTTP layer settled, never a header). */
import { SlidingWindow, TokenBucket } from '#src/platform/server/security/rate-limit.ts';

const MINUTE = 60_000;

/** Suggestions of any listing: a few in a burst, then one a minute. The page's form and the API share it. */
export const suggestionLimit = new TokenBucket('suggestions', 5, MINUTE);

/** Suggestions of one listing from one address in a day: enough to correct several fields, not to flood the owner. */
export const perListingLimit = new SlidingWindow('suggestions-per-listing', 3, 24 * 60 * MINUTE);
