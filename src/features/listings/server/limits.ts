/** Write limits for owner submissions (listings, events, signups by signed-in owners), per client IP. */
import { TokenBucket } from '#src/platform/server/security/rate-limit.ts';

/** 20 in a burst, then one every 30 s: generous for a real owner, a wall for a script. */
export const submissionLimit = new TokenBucket('owner-submissions', 20, 30_000);

/** Edits of one's own events: typo fixes come in bursts, so a budget of their own. */
export const eventEditLimit = new TokenBucket('event-edits', 30, 10_000);
