/**
 * Listing pages (/business/{id}-{slug}) rendered once and kept, brotli-compressed, until something
 * they show changes: what a crawler or a busy weekend asks for is a page already made, not a render
 * (issue 17: distinct listing pages, every request a different one). The response cache
 * (response-cache.ts) keeps the few hundred most asked-for pages of every kind in memory for a minute
 * and empties on any write; this store keeps every public listing's page, on disk, for as long as it
 * is right:
 *
 * - **What a page shows.** A listing's page shows its own row, photos and reviews, and cards of others
 *   in its category group (name, photo, rating). Writes say what they can change
 *   (src/server/db/data-version.ts, ChangeScope): a listing's row or one of its photos or published
 *   reviews marks that listing and its group; events mark nothing here; what no public page shows
 *   (a review report, a new account, a pending listing or review, a claim, a pending edit, a payment
 *   in progress) is not even seen; anything else (a renamed reviewer, a table added later, another
 *   process's write) marks everything. A page is served only if nothing that marks it was written
 *   since its render began.
 * - **The clock.** 'Open now', 'Closes at …' and today's line change at the listing's open and close
 *   times and at midnight (the footer's year at New Year): a page is served only on the day it was
 *   rendered and before the next of its listing's hour boundaries (hoursChangeMinutes).
 * - **Where.** The bodies live in a private temporary SQLite file (an empty file name: deleted when the
 *   process ends, only a few MB of it cached in memory), so 100,000 pages do not weigh on the
 *   server's memory; what stays in memory is a row of numbers per listing (page-records.ts). A
 *   restart starts empty.
 * - **Filling.** Every anonymous render of a listing's canonical page is kept. In the background,
 *   whenever no visitor is being served, the pages not yet kept (or no longer right) are rendered
 *   through the real server (page-warming.ts), best-ranked listings first: after a start, or an
 *   approval, the store catches up by itself.
 *
 * Only clients that accept brotli are answered from it (every browser over HTTPS); others are
 * rendered, through the response cache, as before.
 */
import Database from 'better-sqlite3';
import { site } from '@/config/site';
import { resolveCategory } from '@/lib/categories';
import { businessPath, parseBusinessRouteId } from '@/lib/directory';
import { wallParts } from '@/lib/local-time';
import { getDb } from '@/server/db/client';
import { onPublicChange, readVersion, type ChangeScope } from '@/server/db/data-version';
import { allDirectoryMatches } from '@/server/search/directory-search';
import { chooseCoding } from '@/server/http/content-coding';
import { errorText, logger, requestScope } from '@/server/log';
import { bytes, codedHeaders, FAST, smallerCopy } from './compress';
import { PageRecords, type PageRecord } from './page-records';
import { pageRenderer, serverIsIdle } from './page-warming';
import type { CachedHit } from './shared-hit';

/** What a listing's page tells the store about itself (Astro.locals.listingPage; only public, anonymous renders). */
export type ListingPageMark = NonNullable<App.Locals['listingPage']>;

/** The wall clock a page's time-dependent parts were rendered at. */
interface Clock {
  /** The site's local date, and the server's year (the footer's ©). */
  day: string;
  minute: number;
  /** The UTC minute this reading holds for (the zone's offsets are whole hours). */
  from: number;
}

const MINUTE_MS = 60_000;
let clock: Clock = { day: '', minute: 0, from: -1 };

function clockNow(now = Date.now()): Clock {
  if (now >= clock.from && now < clock.from + MINUTE_MS) return clock;
  const w = wallParts(now, site.timeZone);
  return (clock = {
    day: `${w.year}-${w.month}-${w.day}/${new Date(now).getFullYear()}`,
    minute: w.hour * 60 + w.minute,
    from: now - (now % MINUTE_MS),
  });
}

/** A category's group: the cards a listing's page shows come from it. */
const groupOf = (category: string): string => resolveCategory(category)?.group.slug ?? category;

/**
 * Bodies kept at most (a listing's page is 8-10 kB compressed: 100,000 listings take about 1 GB of
 * the temporary file); past it, pages are rendered as before.
 */
const MAX_BYTES = 2 * 1024 ** 3;

/** Listings checked between two yields to the event loop in a background pass. */
const CHECK_SLICE = 1_000;

/** How often the background pass looks for pages to render when nothing has changed. */
const IDLE_PASS_MS = 5_000;
/** How long the background pass waits, while visitors are being served, before it looks again. */
const BUSY_WAIT_MS = 25;

/** Listing pages' paths: /business/{id}-{slug}. */
const LISTING_PREFIX = '/business/';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** A private temporary database (an empty file name): SQLite deletes it when the process ends. */
function openPages(): Database.Database {
  const db = new Database('');
  // A cache: nothing in it needs to survive a crash.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -4096');
  db.exec('create table pages (body blob not null)');
  return db;
}

/** Exported for its tests; the server uses the one pageStore() returns. */
export class PageStore {
  private readonly db = openPages();
  private readonly insert = this.db.prepare('insert into pages (body) values (?)');
  private readonly update = this.db.prepare('update pages set body = ? where rowid = ?');
  private readonly read = this.db.prepare('select body from pages where rowid = ?').pluck();
  private readonly remove = this.db.prepare('delete from pages where rowid = ?');
  /** Each listing's kept page, under the key (its canonical path) it was kept for. */
  private readonly kept = new PageRecords();
  private readonly publicSlug = getDb().$client.prepare('select slug from businesses where id = ? and approved = 1').pluck();
  private bytes = 0;
  /** Writes seen (each one a number), and the last one that marked everything, each listing, each group. */
  private seq = 0;
  private allSeq = 0;
  private readonly listingSeq = new Map<number, number>();
  private readonly groupSeq = new Map<string, number>();
  /** `PRAGMA data_version` as last seen: it moves when another process writes. */
  private otherWrites: number | undefined;
  private warming = false;

  constructor() {
    onPublicChange(getDb().$client, (scope, id, category) => this.changed(scope, id, category));
  }

  private changed(scope: ChangeScope, listingId: number | null, category: string | null): void {
    const seq = ++this.seq;
    if (scope === 'elsewhere') return;
    if (scope === 'all' || listingId === null || category === null) {
      this.allSeq = seq;
      return;
    }
    this.listingSeq.set(listingId, seq);
    this.groupSeq.set(groupOf(category), seq);
  }

  /** Another process's write could be anything: everything kept before it is stale. */
  private seeOtherWrites(sameTurn: boolean): void {
    const { dv } = readVersion(getDb().$client, { sameTurn });
    if (dv === this.otherWrites) return;
    if (this.otherWrites !== undefined) this.allSeq = ++this.seq;
    this.otherWrites = dv;
  }

  private isRight(listingId: number, k: Omit<PageRecord, 'rowid' | 'headers' | 'bytes'>, now: Clock): boolean {
    if (k.seq < this.allSeq) return false;
    if ((this.listingSeq.get(listingId) ?? 0) > k.seq || (this.groupSeq.get(k.group) ?? 0) > k.seq) return false;
    if (k.day !== now.day || now.minute < k.minute) return false;
    for (const b of k.boundaries) if (b > k.minute && b <= now.minute) return false;
    return true;
  }

  private forget(listingId: number, k: PageRecord): void {
    this.kept.delete(listingId);
    this.bytes -= k.bytes;
    this.remove.run(k.rowid);
  }

  /** The kept page for `key` (the raw request target), if it is still right and the client takes brotli. */
  peek(key: string, acceptEncoding: string | null): CachedHit | undefined {
    if (!key.startsWith(LISTING_PREFIX)) return undefined;
    const id = parseBusinessRouteId(key.slice(LISTING_PREFIX.length));
    const k = id === null ? undefined : this.kept.get(id, key);
    if (!k || chooseCoding(acceptEncoding) !== 'br') return undefined;
    this.seeOtherWrites(true);
    if (!this.isRight(id!, k, clockNow())) {
      this.forget(id!, k);
      return undefined;
    }
    const body = this.read.get(k.rowid) as Buffer | undefined;
    return body && { status: 200, headers: k.headers, body };
  }

  /**
   * Renders through `render()`; when the page marked itself (`mark()` after the render) as the public
   * page of a listing at `key`, a brotli copy is kept once compressed (the second promise), unless
   * something it shows changed meanwhile.
   */
  async render(
    key: string,
    render: () => Promise<Response>,
    mark: () => ListingPageMark | undefined,
    { background = false } = {},
  ): Promise<{ response: Response; kept: Promise<void> }> {
    this.seeOtherWrites(false);
    const seq = this.seq;
    const at = clockNow();
    const response = await render();
    const page = mark();
    if (!page || page.canonicalPath !== key || response.status !== 200 || response.headers.has('set-cookie')) {
      return { response, kept: Promise.resolve() };
    }
    const body = bytes(new Uint8Array(await response.arrayBuffer()));
    const kept = this.keep(key, { seq, at, page, headers: response.headers, body, background }).catch((error: unknown) =>
      logger.warn({ err: errorText(error) }, '[page-store] could not keep a page'),
    );
    return { response: new Response(body, { status: 200, headers: response.headers }), kept };
  }

  private async keep(
    key: string,
    r: { seq: number; at: Clock; page: ListingPageMark; headers: Headers; body: Uint8Array<ArrayBuffer>; background: boolean },
  ): Promise<void> {
    // A visitor's render is kept at the fastest setting, at once (0.1-0.3 ms): the smaller copy would
    // cost another millisecond of CPU (in zlib's threads) while the server is busy. Background renders
    // happen while it is idle, and get the smaller copy.
    const compressed = (r.background && (await smallerCopy('br', r.body))) || FAST.br(r.body);
    const { listingId } = r.page;
    const k: PageRecord = {
      rowid: 0,
      seq: r.seq,
      group: groupOf(r.page.category),
      day: r.at.day,
      minute: r.at.minute,
      boundaries: r.page.hoursChangeMinutes,
      headers: codedHeaders(r.headers, 'br'),
      bytes: compressed.byteLength,
    };
    this.seeOtherWrites(false);
    if (!this.kept.canHold(listingId) || !this.isRight(listingId, k, clockNow())) return;
    // A listing has one page: a render under a new path (its slug changed) replaces the old one.
    const old = this.kept.get(listingId);
    if (this.bytes - (old?.bytes ?? 0) + k.bytes > MAX_BYTES) return;
    if (old) {
      this.update.run(compressed, old.rowid);
      k.rowid = old.rowid;
      this.bytes -= old.bytes;
    } else {
      k.rowid = Number(this.insert.run(compressed).lastInsertRowid);
    }
    this.bytes += k.bytes;
    this.kept.set(listingId, key, k);
  }

  /**
   * Keeps every public listing's page, rendering in the background only while no visitor is being
   * served; started once, runs for the process's life (its timers never hold the process open).
   */
  startBackgroundFill(): void {
    if (this.warming) return;
    this.warming = true;
    // Started by whichever request first loads the store: the pass belongs to no request.
    requestScope.exit(() => void this.fillForever());
  }

  private async fillForever(): Promise<void> {
    let lastSeq = -1;
    let lastClock: Clock | undefined;
    for (;;) {
      await sleep(lastSeq === -1 ? 1_000 : IDLE_PASS_MS);
      this.seeOtherWrites(false);
      if (!pageRenderer() || (this.seq === lastSeq && clockNow() === lastClock)) continue;
      lastSeq = this.seq;
      lastClock = clockNow();
      try {
        await this.fillPass();
      } catch (error) {
        logger.warn({ err: errorText(error) }, '[page-store] background pass failed');
      }
    }
  }

  /** Whether listing `id`'s page is kept and still right. */
  private keepsRight(id: number): boolean {
    const k = this.kept.get(id);
    return k !== undefined && this.isRight(id, k, clockNow());
  }

  /**
   * Renders the public listings' pages not kept (or no longer right), best-ranked first, one at a
   * time, until done or the server stops listening. The walk yields every CHECK_SLICE listings, so
   * with 100,000 of them it never holds a visitor's request for more than a fraction of a millisecond.
   */
  private async fillPass(): Promise<void> {
    const ranked = allDirectoryMatches(getDb().$client, {}).map((id) => ({ id }));
    const started = performance.now();
    let rendered = 0;
    for (let i = 0; i < ranked.length; i++) {
      if (i % CHECK_SLICE === CHECK_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      if (this.bytes >= MAX_BYTES) break;
      const { id } = ranked[i]!;
      if (this.keepsRight(id)) continue;
      while (!serverIsIdle()) await sleep(BUSY_WAIT_MS);
      const slug = this.publicSlug.get(id) as string | undefined;
      const render = pageRenderer();
      if (!render) return;
      // Kept meanwhile by a visitor's render, or no longer public.
      if (this.keepsRight(id) || slug === undefined) continue;
      await render(businessPath({ id, slug }));
      rendered++;
    }
    if (rendered === 0) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(`[page-store] ${rendered} listing pages rendered in the background in ${seconds} s; ${this.kept.size} kept`);
  }

  /** Pages kept (right or not yet found stale): the bench and tests read it. */
  get size(): number {
    return this.kept.size;
  }
}

let store: PageStore | undefined;

/** The process's page store, created (and its background fill started) on first use. */
export function pageStore(): PageStore {
  if (!store) {
    store = new PageStore();
    store.startBackgroundFill();
  }
  return store;
}
