/**
 * Caps what one client can add to a listing's figures, keyed on what the client cannot choose (the key
 * used to include the User-Agent, so 300 views with 300 made-up user agents counted 300):
 *
 * - **Who.** The client address as the HTTP layer pinned it (src/serve/client-address.ts), as one client key
 *   (src/platform/server/security/client-key.ts: for IPv6 its /64, which one host can pick any address in).
 * - **What.** Per listing and kind of count (a view, a website click, a phone click, an appearance in
 *   search …), per local day: at most PER_SUBJECT counts. Three, not one: people behind one address
 *   (a family on a rental's Wi-Fi, a hotel, a carrier's shared IPv4 address) are each real visits, and
 *   three lets a few of them count while one address can add no more than three to a competitor's figure.
 * - **Nothing stored.** Addresses are kept only as a SHA-256 with a random salt that lives in memory and
 *   is replaced every local day, when everything is forgotten: nothing links two days or survives a restart.
 *
 * Bounded memory that no flood can fill to stop counting: the addresses seen (with what each was counted
 * for) sit in a least-recently-used cache of a fixed total size (lru-cache). A new address always counts;
 * when the cache is full, the addresses seen least recently are forgotten (they may count again). An
 * address in use is the most recent, so its own flood never makes it forgotten; and one address can be
 * counted for at most PER_ADDRESS listings and kinds a day (a scraper walking the whole directory), so
 * it cannot take more than its share of the room either.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { clientKey } from '#src/platform/server/security/client-key.ts';

/** Counts per address, listing and kind, per day. */
export const PER_SUBJECT = 3;
/** Listing-and-kind pairs one address may be counted for per day. */
const PER_ADDRESS = 20_000;
/**
 * The cache's room, in subjects (about 46 bytes each in a Map); an address's own overhead (its key,
 * its Map: about 370 bytes) is charged as ADDRESS_WEIGHT subjects. 500,000 is about 23 MB at most.
 */
const ROOM = 500_000;
const ADDRESS_WEIGHT = 8;
/** Kinds of count a subject number leaves room for (id × KINDS + kind). */
const KINDS = 16;

/** Counts per subject (id × KINDS + kind) for one address. */
type Subjects = Map<number, number>;

export class ClientCap {
  private salt = randomBytes(16);
  private day = '';
  private readonly seen: LRUCache<string, Subjects>;
  private readonly perSubject: number;
  private readonly perAddress: number;

  constructor(perSubject = PER_SUBJECT, perAddress = PER_ADDRESS, room = ROOM) {
    this.perSubject = perSubject;
    this.perAddress = perAddress;
    // An address at its limit must still fit, or the cache would drop it (and it would count again).
    if (perAddress + ADDRESS_WEIGHT > room) throw new RangeError('room must hold an address at its limit');
    this.seen = new LRUCache<string, Subjects>({ maxSize: room, sizeCalculation: (s) => s.size + ADDRESS_WEIGHT });
  }

  /**
   * Of the listings `ids`, those for which this address's `kind` of count (an index below KINDS) may be
   * counted now, on local day `day`; remembers that they were.
   */
  admit(address: string, day: string, kind: number, ids: readonly number[]): number[] {
    if (kind < 0 || kind >= KINDS) throw new RangeError(`kind ${kind} out of range`);
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(16);
      this.seen.clear();
    }
    const client = createHash('sha256').update(this.salt).update(clientKey(address)).digest().toString('base64url', 0, 16);
    const subjects = this.seen.get(client) ?? new Map<number, number>();
    const before = subjects.size;
    const admitted = ids.filter((id) => {
      const subject = id * KINDS + kind;
      const n = subjects.get(subject) ?? 0;
      if (n >= this.perSubject || (n === 0 && subjects.size >= this.perAddress)) return false;
      subjects.set(subject, n + 1);
      return true;
    });
    // Set again when it grew, so the cache charges its new size (lru-cache sizes an entry when it is set).
    if (subjects.size !== before) {
      this.seen.delete(client);
      this.seen.set(client, subjects);
    }
    return admitted;
  }

  /** One listing: admit(…).length === 1. */
  allow(address: string, day: string, kind: number, id: number): boolean {
    return this.admit(address, day, kind, [id]).length === 1;
  }

  /** Addresses remembered (for tests). */
  get addresses(): number {
    return this.seen.size;
  }
}
