/**
 * Per-IP limit for newsletter sign-ups: a token bucket of 10, refilled one every 30 s.
 * Kept local until the shared limiter (src/server/security/rate-limit.ts) is on main.
 */
const CAPACITY = 10;
const REFILL_MS = 30_000;
const buckets = new Map<string, { tokens: number; at: number }>();

export function consumeNewsletterToken(ip: string, now = Date.now()): { ok: boolean; retryAfterSeconds: number } {
  if (buckets.size > 50_000) buckets.clear(); // bounded memory under a flood of addresses
  const bucket = buckets.get(ip) ?? { tokens: CAPACITY, at: now };
  bucket.tokens = Math.min(CAPACITY, bucket.tokens + (now - bucket.at) / REFILL_MS);
  bucket.at = now;
  buckets.set(ip, bucket);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return { ok: true, retryAfterSeconds: 0 };
  }
  return { ok: false, retryAfterSeconds: Math.ceil(((1 - bucket.tokens) * REFILL_MS) / 1000) };
}
