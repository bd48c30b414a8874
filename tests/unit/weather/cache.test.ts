import { describe, expect, it } from 'vitest';
import { createRefreshingValue } from '#src/features/weather/server/cache.ts';

/** A load whose calls are counted and settled by the test, with a hand-moved clock. */
const harness = (freshMs = 300_000, retryMs = 60_000) => {
  let clock = 1_000_000;
  const pending: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const cache = createRefreshingValue<number>({
    load: () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })),
    freshMs,
    retryMs,
    now: () => clock,
  });
  const settle = async () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    cache,
    pending,
    settle,
    advance: (ms: number) => {
      clock += ms;
    },
  };
};

describe('refreshing value', () => {
  it('shares one load between every caller that waits for the first value', async () => {
    const { cache, pending } = harness();
    const callers = Array.from({ length: 50 }, () => cache.get());
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(7);
    const results = await Promise.all(callers);
    expect(results.every((entry) => entry?.value === 7)).toBe(true);
  });

  it('serves a fresh value without loading, and a stale one at once while one refresh runs', async () => {
    const { cache, pending, advance, settle } = harness();
    const first = cache.get();
    await settle();
    pending[0]!.resolve(1);
    await first;
    advance(299_000);
    expect((await cache.get())?.value).toBe(1);
    expect(pending).toHaveLength(1);

    advance(2_000); // now stale
    expect((await cache.get())?.value).toBe(1); // answered without waiting
    expect(cache.peek()?.value).toBe(1);
    await settle();
    expect(pending).toHaveLength(2); // exactly one background refresh
    pending[1]!.resolve(2);
    await settle();
    expect(cache.peek()?.value).toBe(2);
  });

  it('keeps the last good value and its time when a refresh fails, and waits before retrying', async () => {
    const { cache, pending, advance, settle } = harness();
    const first = cache.get();
    await settle();
    pending[0]!.resolve(1);
    const good = await first;
    advance(301_000);
    cache.peek();
    await settle();
    pending[1]!.reject(new Error('upstream 503'));
    await settle();
    expect(cache.failing).toBe(true);
    expect(cache.peek()).toEqual(good);

    advance(30_000); // within the retry delay: no new attempt
    cache.peek();
    await settle();
    expect(pending).toHaveLength(2);

    advance(31_000);
    cache.peek();
    await settle();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(3);
    await settle();
    expect(cache.failing).toBe(false);
    expect(cache.peek()?.value).toBe(3);
  });

  it('answers null at once after a failed first load instead of waiting again', async () => {
    const { cache, pending, settle } = harness();
    const first = cache.get();
    await settle();
    pending[0]!.reject(new Error('timeout'));
    expect(await first).toBeNull();
    expect(await cache.get()).toBeNull();
    expect(pending).toHaveLength(1);
  });

  it('recovers from a load that throws synchronously', async () => {
    let calls = 0;
    let clock = 0;
    const cache = createRefreshingValue<number>({
      load: () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return Promise.resolve(calls);
      },
      freshMs: 10,
      retryMs: 10,
      now: () => clock,
    });
    expect(await cache.get()).toBeNull();
    clock += 10;
    expect((await cache.get())?.value).toBe(2);
  });
});
