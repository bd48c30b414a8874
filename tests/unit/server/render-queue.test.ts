/**
 * The render queue (src/server/http/render-queue.ts): pages rendered first come, first served, one
 * started per event-loop turn, so new connections and requests are taken between two renders.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRenderQueue } from '../../../src/server/http/render-queue';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await nextTurn();
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the render queue', () => {
  it('starts one render per turn of the event loop, in arrival order, with other callbacks between them', async () => {
    const queue = createRenderQueue({ limit: 4, releaseAfterMs: 10_000 });
    const log: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      queue.run(async () => {
        log.push(name);
        // What arrives meanwhile (here: a callback of the next turn) is handled before the next render.
        setImmediate(() => log.push(`after ${name}`));
      });
    }
    expect(log).toEqual([]); // never inside the caller's turn
    await turns(6);
    expect(log).toEqual(['a', 'after a', 'b', 'after b', 'c', 'after c']);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('has `limit` renders in progress at most while they wait on I/O; the next starts when one ends', async () => {
    const queue = createRenderQueue({ limit: 2, releaseAfterMs: 10_000 });
    const io = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    io.forEach((d, i) =>
      queue.run(async () => {
        started.push(i);
        await d.promise;
      }),
    );
    await turns(5);
    expect(started).toEqual([0, 1]);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(2);
    io[1]!.resolve();
    await turns(3);
    expect(started).toEqual([0, 1, 2]);
    io[0]!.resolve();
    io[2]!.resolve();
    await turns(3);
    expect(started).toEqual([0, 1, 2, 3]);
    io[3]!.resolve();
    await turns(2);
    expect(queue.running).toBe(0);
  });

  it('frees the place of a render that fails, and of one that waits longer than releaseAfterMs', async () => {
    const queue = createRenderQueue({ limit: 1, releaseAfterMs: 20 });
    const started: string[] = [];
    queue.run(async () => {
      started.push('fails');
      throw new Error('render failed');
    });
    queue.run(async () => {
      started.push('hangs');
      await new Promise(() => {}); // an upstream that never answers
    });
    queue.run(async () => {
      started.push('next');
    });
    await turns(4);
    expect(started).toEqual(['fails', 'hangs']);
    expect(queue.waiting).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await turns(2);
    expect(started).toEqual(['fails', 'hangs', 'next']);
  });

  it("runs each render in its own request's async context", async () => {
    const scope = new AsyncLocalStorage<string>();
    const queue = createRenderQueue({ limit: 4, releaseAfterMs: 10_000, scope });
    const seen: (string | undefined)[] = [];
    for (const id of ['r1', 'r2', 'r3']) scope.run(id, () => queue.run(async () => void seen.push(scope.getStore())));
    await turns(5);
    expect(seen).toEqual(['r1', 'r2', 'r3']);
  });
});

describe('the render queue under steady load (issue 34, N1)', () => {
  it('keeps nothing of a finished render while others still wait, so memory levels off', async () => {
    // A collectable check needs gc(): V8 hands it out to a new context once the flag is set.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const queue = createRenderQueue({ limit: 4, releaseAfterMs: 10_000 });
    // What a render's closure holds (its request and response): watched through weak references only.
    const finished: WeakRef<object>[] = [];
    let rendered = 0;
    // 20 keep-alive clients, each asking again as soon as its page is done: the queue is never empty.
    const client = () => {
      const request = { body: new Uint8Array(16 * 1024) };
      queue.run(async () => {
        await nextTurn();
        void request.body.length;
        if (finished.length < 200) finished.push(new WeakRef(request));
        rendered++;
        if (rendered < 3_000) client();
      });
    };
    for (let i = 0; i < 20; i++) client();
    while (rendered < 2_000) await nextTurn();
    expect(queue.waiting).toBeGreaterThan(0); // still under load: the old queue had never emptied its array here
    gc();
    const kept = finished.filter((ref) => ref.deref() !== undefined).length;
    expect(kept).toBe(0);
    while (queue.running + queue.waiting > 0) await nextTurn();
  });
});
