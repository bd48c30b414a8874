/**
 * Caps what one client can add, without storing who the client is: the key is a SHA-256 of the
 * address and user agent with a random salt that lives only in memory and is replaced every local
 * day (then every key is forgotten), so nothing links two days or survives a restart. One client
 * adds at most one count per listing and kind per `windowMs` (30 min: a person re-reading a page
 * is one visit), and at most `dailyLimit` counts a day across all listings (a browser-like
 * scraper walking the whole directory stops counting after that).
 */
import { createHash, randomBytes } from 'node:crypto';

export class ClientCap {
  private salt = randomBytes(16);
  private day = '';
  private last = new Map<string, number>();
  private totals = new Map<string, number>();
  private prunedAt = -Infinity;

  constructor(
    private readonly windowMs = 30 * 60_000,
    private readonly dailyLimit = 200,
    private readonly maxEntries = 200_000,
  ) {}

  /** True when this client's event may be counted now (and remembers that it was). */
  allow(ip: string, ua: string, subject: string, day: string, now: number): boolean {
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(16);
      this.last.clear();
      this.totals.clear();
    }
    const client = createHash('sha256').update(this.salt).update(ip).update('\0').update(ua).digest('base64url').slice(0, 22);
    const key = `${client}|${subject}`;
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.windowMs) return false;
    const total = this.totals.get(client) ?? 0;
    if (total >= this.dailyLimit) return false;
    if (this.last.size >= this.maxEntries && !this.prune(now)) return false; // a flood: count nothing rather than grow
    this.last.set(key, now);
    this.totals.set(client, total + 1);
    return true;
  }

  /** At most one sweep a minute: a full map under a flood must not cost every request a full scan. */
  private prune(now: number): boolean {
    if (now - this.prunedAt < 60_000) return false;
    this.prunedAt = now;
    for (const [key, at] of this.last) if (now - at >= this.windowMs) this.last.delete(key);
    return this.last.size < this.maxEntries;
  }
}
