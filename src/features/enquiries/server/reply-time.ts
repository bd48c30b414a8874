/**
 * "Usually replies within …" on a premium listing: the median delay between an enquiry and the owner's first
 * answer, shown once enough enquiries were answered for a median to mean something. "Within" is an upper
 * bound, so the median is rounded up to the unit it is said in.
 */
const MIN_ANSWERED_FOR_REPLY_TIME = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The line for these first-answer delays (ms), or null while fewer than five enquiries were answered. */
export function replyTimeText(delaysMs: readonly number[]): string | null {
  if (delaysMs.length < MIN_ANSWERED_FOR_REPLY_TIME) return null;
  const typical = Math.max(0, median(delaysMs));
  const hours = Math.ceil(typical / HOUR_MS);
  if (hours <= 1) return 'Usually replies within an hour';
  if (hours < 24) return `Usually replies within ${hours} hours`;
  const days = Math.ceil(typical / DAY_MS);
  return days <= 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}
