/**
 * In-memory rate limits (one Node process serves the site; more machines would need a shared store).
 *
 * Reuse from any endpoint:
 *   const limited = limitRequest(context, limits.newsletter);   // per client (clientLimitKey)
 *   if (limited) return limited;                                  // 429 JSON + Retry-After
 * or, keyed by something else (an account, an e-mail):
 *   const r = limits.mailPerAddress.consume(`reset:${user.id}`); if (!r.ok) return tooManyRequests(r.retryAfterSeconds);
 */
import type { APIContext } from 'astro';
import { fail } from '#src/platform/server/failure.ts';
import { jsonError } from '#src/platform/server/http/json.ts';
import { clientKey } from './client-key.ts';

export interface LimitResult {
  ok: boolean;
  /** Whole seconds until the next request would be allowed (0 when ok). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Classic token bucket: `capacity` requests in a burst, then one more every `refillMs`. */
export class TokenBucket {
  private readonly buckets = new Map<string, Bucket>();
  readonly name: string;
  private readonly capacity: number;
  private readonly refillMs: number;

  constructor(name: string, capacity: number, refillMs: number) {
    this.name = name;
    this.capacity = capacity;
    this.refillMs = refillMs;
  }

  consume(key: string, now = Date.now()): LimitResult {
    const bucket = this.refilled(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true, retryAfterSeconds: 0 };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) * this.refillMs) / 1000)) };
  }

  reset(key?: string): void {
    if (key === undefined) this.buckets.clear();
    else this.buckets.delete(key);
  }

  private refilled(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= 50_000) this.prune(now);
      bucket = { tokens: this.capacity, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(this.capacity, bucket.tokens + elapsed / this.refillMs);
    bucket.updatedAt = now;
    return bucket;
  }

  /** Full buckets carry no information, so dropping them bounds memory under a flood of new keys. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) / this.refillMs >= this.capacity) this.buckets.delete(key);
    }
  }
}

/** At most `limit` recorded events per key within a sliding `windowMs` (e.g. failed logins per account). */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  readonly name: string;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(name: string, limit: number, windowMs: number) {
    this.name = name;
    this.limit = limit;
    this.windowMs = windowMs;
  }

  check(key: string, now = Date.now()): LimitResult {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return { ok: true, retryAfterSeconds: 0 };
    const oldest = recent[recent.length - this.limit]!;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
  }

  /** How many events this key has in the window (at most MAX_KEPT are kept per key). */
  count(key: string, now = Date.now()): number {
    return this.recent(key, now).length;
  }

  record(key: string, now = Date.now()): void {
    if (this.hits.size >= 50_000) for (const k of this.hits.keys()) this.recent(k, now);
    const recent = this.recent(key, now);
    recent.push(now);
    // A flood on one key must not grow without bound; the newest events are what the window needs.
    if (recent.length > SlidingWindow.MAX_KEPT) recent.splice(0, recent.length - SlidingWindow.MAX_KEPT);
    this.hits.set(key, recent);
  }

  static readonly MAX_KEPT = 1_000;

  clear(key?: string): void {
    if (key === undefined) this.hits.clear();
    else this.hits.delete(key);
  }

  clearPrefix(prefix: string): void {
    for (const key of this.hits.keys()) if (key.startsWith(prefix)) this.hits.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }
}

const MINUTE = 60_000;

/** Shared limits. Loose enough for people behind one NAT, tight enough to make guessing expensive. */
export const limits = {
  login: new TokenBucket('login', 30, 2_000),
  // Failed sign-ins per account: src/features/accounts/server/login-throttle.ts.
  register: new TokenBucket('register', 30, 10_000),
  resendVerification: new TokenBucket('resend-verification', 10, MINUTE),
  passwordReset: new TokenBucket('password-reset', 10, MINUTE),
  /** Mails to one address (resend/reset): silently skipped beyond this, the answer stays the same. */
  mailPerAddress: new TokenBucket('mail-per-address', 5, 12 * MINUTE),
  newsletter: new TokenBucket('newsletter', 10, 30_000),
  /** Alert subscriptions per client; each address also spends limits.mailPerAddress (src/features/alerts/server/subscribe.ts). */
  alerts: new TokenBucket('alerts', 10, 30_000),
  contact: new TokenBucket('contact', 5, MINUTE),
  claim: new TokenBucket('claim', 10, MINUTE),
  /** Claim code entries and resends; each code also allows only 5 wrong tries (src/features/claims/server/claims.ts). */
  claimCode: new TokenBucket('claim-code', 20, 30_000),
} as const;

/**
 * The client's address as the HTTP layer decided it (src/serve/client-address): the socket
 * peer, or the hop our own proxy appended when TRUST_PROXY is set. Never a header the client wrote.
 * The full address, for audit entries; limits key on clientLimitKey.
 */
export function clientIp(context: Pick<APIContext, 'clientAddress'>): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown'; // prerendered/dev contexts have no socket address
  }
}

export function tooManyRequests(retryAfterSeconds: number): Response {
  return jsonError(fail(429, 'Too many requests. Please try again later.', { retryAfterSeconds }));
}

/**
 * The key of every per-client limit: one client is one client key (./client-key.ts), so moving to another
 * address of the same IPv6 /64 does not bring a fresh allowance.
 */
export function clientLimitKey(context: Pick<APIContext, 'clientAddress'>): string {
  return `ip:${clientKey(clientIp(context))}`;
}

/** Consumes one token for the caller (an endpoint and its page form share the key). */
export function consumeLimit(context: Pick<APIContext, 'clientAddress'>, bucket: TokenBucket): LimitResult {
  return bucket.consume(clientLimitKey(context));
}

/** Consumes one token for the caller; returns the 429 response to send, or null to go on. */
export function limitRequest(context: Pick<APIContext, 'clientAddress'>, bucket: TokenBucket): Response | null {
  const result = consumeLimit(context, bucket);
  return result.ok ? null : tooManyRequests(result.retryAfterSeconds);
}
