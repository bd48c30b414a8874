/**
 * Which content coding to send, from the request's Accept-Encoding (q-values honoured, through
 * `negotiator`, the library `compression` uses). Browsers send a handful of distinct headers, so the
 * answers are memoised per header and per set of codings on offer.
 */
import Negotiator from 'negotiator';

export type Coding = 'br' | 'gzip' | 'identity';

/** Brotli first: smaller than gzip at the same speed for text. */
const PREFERENCE: Coding[] = ['br', 'gzip', 'identity'];
const memo = new Map<string, Coding | null>();
const MEMO_LIMIT = 256;

/**
 * The best coding among `available` (identity is always available unless the client refuses it),
 * or null when the client accepts none of them (then 406 would be correct; callers send identity).
 */
export function chooseCoding(
  acceptEncoding: string | undefined | null,
  available: readonly Coding[] = PREFERENCE,
): Coding | null {
  const header = acceptEncoding ?? '';
  const key = `${available.join(',')}|${header}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const offered = PREFERENCE.filter((c) => c === 'identity' || available.includes(c));
  // negotiator 0.6.4 breaks q-value ties by our preference (its second argument, missing from @types):
  // Chrome's "gzip, deflate, br, zstd" must give br, not the first listed.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as {
    encodings(available: Coding[], preferred: Coding[]): string[];
  };
  const [best] = negotiator.encodings(offered, PREFERENCE);
  const coding = (best as Coding | undefined) ?? null;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, coding);
  return coding;
}
