/**
 * The time a Stripe-Signature header says it was signed. Stripe sends exactly one `t=`; the SDK, given
 * several, verifies with the last one, so a header with more than one is refused here rather than read
 * one way by our future-date check and another way by the SDK.
 */
const MAX_CLOCK_SKEW_SECONDS = 300;

/** The one signing time, or null when there is none or more than one. */
function signedAt(header: string): number | null {
  // The SDK's reading of the header: comma-separated `key=value` items, `t` the timestamp.
  const times = header.split(',').filter((item) => item.split('=')[0] === 't');
  const only = times.length === 1 ? /^t=(\d{1,12})$/.exec(times[0]!) : null;
  return only ? Number(only[1]) : null;
}

/**
 * The SDK only refuses signatures that are too OLD; one dated in the future is no replay window Stripe
 * ever opens (its clock and ours agree within seconds), so it is refused too.
 */
export function signedInTime(header: string, now = Date.now()): boolean {
  const at = signedAt(header);
  return at !== null && at <= now / 1000 + MAX_CLOCK_SKEW_SECONDS;
}
