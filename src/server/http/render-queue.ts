/**
 * Page renders in arrival order, one started per turn of the event loop, a few at most in progress.
 *
 * Why: a render is a few milliseconds of JavaScript whose awaits are nearly all already-resolved
 * promises, so it runs to its end in the turn it starts in. Started straight from the request
 * callbacks, every request read in one poll phase renders in that turn: under load, 50 renders
 * (200+ ms) per turn. libuv accepts one new connection per turn, so a visitor who connects then
 * waited 50 turns (seconds) before the server even read the request, while the visitors already
 * connected were served again and again (issue 17: p99 of 2-3.5 s at 50 connections). Started one
 * per turn, each turn is one render long, new connections are accepted within milliseconds, and
 * waiting requests are served first come, first served.
 *
 * A render that awaits real I/O (a weather fetch, Stripe, zlib) lets the next one start in the next
 * turn, up to `limit` in progress; one that takes longer than `releaseAfterMs` gives up its place,
 * so a slow upstream never holds other visitors' pages back.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';

export interface RenderQueue {
  /**
   * Runs `render` in its turn, with `scope`'s store as it is at this call (its request's log scope),
   * not whichever render's end started it. `render` handles its own errors: the queue only keeps the
   * order and counts places (one is held until `render`'s promise settles, or `releaseAfterMs`).
   */
  run(render: () => Promise<void>): void;
  /** Renders in progress, and waiting (tests read them). */
  readonly running: number;
  readonly waiting: number;
}

/**
 * `scope` carries each request's store into its render. Not AsyncResource.bind: on Node 20 an
 * AsyncResource per request kept the request's objects alive through young-generation collections.
 * In a plain HTTP server with an AsyncLocalStorage, one bind per request made each scavenge promote
 * 417 kB to the old generation (none without) and quadrupled what was allocated; in this server,
 * searches at 100,000 listings promoted about 815 kB per scavenge without it, 950 with it (issue 17).
 */
/** Spent slots at the front of the waiting array before it is copied without them (a copy of the few still waiting). */
const COMPACT_AFTER = 1024;

export function createRenderQueue<T>({
  limit,
  releaseAfterMs,
  scope,
}: {
  limit: number;
  releaseAfterMs: number;
  scope?: AsyncLocalStorage<T>;
}): RenderQueue {
  let running = 0;
  // Waiting renders leave from `head` (an index: shift() copies the array, slow under a long queue). A render that
  // leaves has its slot cleared and the array is cut down once most of it is spent: under steady load the queue is
  // never empty, and slots kept past their render held every finished request's objects until the heap ran out
  // (issue 34, N1: 1.4 GB and a crash after three minutes of 20 keep-alive clients).
  let waiting: ((() => Promise<void>) | undefined)[] = [];
  let head = 0;
  let scheduled = false;

  const start = (render: () => Promise<void>) => {
    running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      running--;
      schedule();
    };
    const timer = setTimeout(release, releaseAfterMs).unref();
    void render().then(release, release);
  };

  /** Starts the next waiting render, and asks for another turn while more wait and places are free. */
  const startNext = () => {
    scheduled = false;
    if (running >= limit || head === waiting.length) return;
    const next = waiting[head]!;
    waiting[head++] = undefined;
    if (head === waiting.length) {
      waiting = [];
      head = 0;
    } else if (head >= COMPACT_AFTER && head * 2 >= waiting.length) {
      waiting = waiting.slice(head);
      head = 0;
    }
    start(next);
    schedule();
  };

  // setImmediate: after this turn's I/O, so new connections and requests are taken in between.
  function schedule() {
    if (scheduled || running >= limit || head === waiting.length) return;
    scheduled = true;
    setImmediate(startNext);
  }

  return {
    run(render) {
      const store = scope?.getStore();
      waiting.push(scope && store !== undefined ? () => scope.run(store, render) : render);
      schedule();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length - head;
    },
  };
}
