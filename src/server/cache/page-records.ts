/**
 * The page store's record of each kept listing page (src/server/cache/page-store.ts): one row per
 * listing id, in typed arrays.
 *
 * Why not a Map of objects keyed by path: those took about 225 bytes of heap per page (an object, a
 * path string and two map entries), and while the store filled at 100,000 listings the server's RSS
 * grew 0.8 kB per kept page, on course for its 300 MB budget with every page kept; every full garbage
 * collection traced them again (issue 17). Typed arrays are a few flat buffers outside the traced heap;
 * the values many pages share (category group, day, hours boundaries, headers) are stored once and
 * referred to by number.
 */

/** What a kept page was rendered from, and where its body is. */
export interface PageRecord {
  /** Its body's row in the store's temporary database. */
  rowid: number;
  /** The change count when its render began. */
  seq: number;
  group: string;
  day: string;
  minute: number;
  boundaries: readonly number[];
  headers: [string, string][];
  bytes: number;
}

/** Values stored once and referred to by number. */
class Interned<T> {
  private readonly values: T[] = [];
  private readonly numbers = new Map<string, number>();

  number(value: T): number {
    const id = JSON.stringify(value);
    let n = this.numbers.get(id);
    if (n === undefined) {
      n = this.values.push(value) - 1;
      this.numbers.set(id, n);
    }
    return n;
  }

  value(n: number): T {
    return this.values[n]!;
  }
}

/**
 * Two independent 32-bit hashes (FNV-1a and djb2) of the path a page was kept under: a request for the
 * same listing under another path (an old slug) must not be answered with it. Storing the hash, not the
 * path, keeps 100,000 strings off the heap; two paths of one listing agreeing on both hashes by chance
 * is a 1 in 2^64 event, and would still show that listing's own page.
 */
function pathHashes(path: string): [number, number] {
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    fnv = Math.imul(fnv ^ c, 0x01000193);
    djb = (Math.imul(djb, 33) + c) | 0;
  }
  return [fnv | 0, djb];
}

/**
 * Rows are indexed by listing id (SQLite's rowids, one after another), 42 bytes each. Listings with
 * ids past this are not kept (their pages are rendered as before): a stray huge id must not allocate
 * gigabytes.
 */
const MAX_ID = 1_000_000;

export class PageRecords {
  /** 0: no page kept for this listing (SQLite rowids start at 1). */
  private rowid = new Int32Array(0);
  private seq = new Float64Array(0);
  private minute = new Int16Array(0);
  private bytes = new Int32Array(0);
  private group = new Int32Array(0);
  private day = new Int32Array(0);
  private boundaries = new Int32Array(0);
  private headers = new Int32Array(0);
  private pathFnv = new Int32Array(0);
  private pathDjb = new Int32Array(0);
  private readonly strings = new Interned<string>();
  private readonly boundarySets = new Interned<readonly number[]>();
  private readonly headerSets = new Interned<[string, string][]>();
  private count = 0;

  /** Pages recorded. */
  get size(): number {
    return this.count;
  }

  /** The record of listing `id`'s page, if one is kept; with `path`, only if it was kept under that path. */
  get(id: number, path?: string): PageRecord | undefined {
    if (!(id < this.rowid.length) || this.rowid[id] === 0) return undefined;
    if (path !== undefined) {
      const [fnv, djb] = pathHashes(path);
      if (this.pathFnv[id] !== fnv || this.pathDjb[id] !== djb) return undefined;
    }
    return {
      rowid: this.rowid[id]!,
      seq: this.seq[id]!,
      group: this.strings.value(this.group[id]!),
      day: this.strings.value(this.day[id]!),
      minute: this.minute[id]!,
      boundaries: this.boundarySets.value(this.boundaries[id]!),
      headers: this.headerSets.value(this.headers[id]!),
      bytes: this.bytes[id]!,
    };
  }

  /** Whether listing `id` can have a row. */
  canHold(id: number): boolean {
    return Number.isInteger(id) && id > 0 && id < MAX_ID;
  }

  /** Records listing `id`'s page, kept under `path` (replacing the one it had); `canHold(id)` must be true. */
  set(id: number, path: string, r: PageRecord): void {
    if (!this.canHold(id)) throw new RangeError(`listing id ${id} has no row in the page records`);
    this.makeRoom(id);
    if (this.rowid[id] === 0) this.count++;
    this.rowid[id] = r.rowid;
    this.seq[id] = r.seq;
    this.group[id] = this.strings.number(r.group);
    this.day[id] = this.strings.number(r.day);
    this.minute[id] = r.minute;
    this.boundaries[id] = this.boundarySets.number(r.boundaries);
    this.headers[id] = this.headerSets.number(r.headers);
    this.bytes[id] = r.bytes;
    [this.pathFnv[id], this.pathDjb[id]] = pathHashes(path);
  }

  delete(id: number): void {
    if (!(id < this.rowid.length) || this.rowid[id] === 0) return;
    this.rowid[id] = 0;
    this.count--;
  }

  /** Grows every column (doubling) so that listing `id` has a row. */
  private makeRoom(id: number): void {
    if (id < this.rowid.length) return;
    const length = Math.max(id + 1, this.rowid.length * 2, 1024);
    const grown = <A extends Int32Array | Int16Array | Float64Array>(a: A, make: (n: number) => A): A => {
      const b = make(length);
      b.set(a);
      return b;
    };
    this.rowid = grown(this.rowid, (n) => new Int32Array(n));
    this.seq = grown(this.seq, (n) => new Float64Array(n));
    this.minute = grown(this.minute, (n) => new Int16Array(n));
    this.bytes = grown(this.bytes, (n) => new Int32Array(n));
    this.group = grown(this.group, (n) => new Int32Array(n));
    this.day = grown(this.day, (n) => new Int32Array(n));
    this.boundaries = grown(this.boundaries, (n) => new Int32Array(n));
    this.headers = grown(this.headers, (n) => new Int32Array(n));
    this.pathFnv = grown(this.pathFnv, (n) => new Int32Array(n));
    this.pathDjb = grown(this.pathDjb, (n) => new Int32Array(n));
  }
}
