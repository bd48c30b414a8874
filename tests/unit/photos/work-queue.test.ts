import { describe, expect, it } from 'vitest';
import { createPhotoWorkQueue, PHOTO_WORK_LIMITS, photoWorkMessages } from '#src/features/photos/server/work-queue.ts';

describe('photo work queue', () => {
  it('gives each account one upload at a time: the next one is refused 429 with Retry-After until it ends', () => {
    const queue = createPhotoWorkQueue(PHOTO_WORK_LIMITS);
    const first = queue.admit(7);
    expect(first.ok).toBe(true);
    const second = queue.admit(7);
    expect(second).toEqual({ ok: false, status: 429, error: photoWorkMessages.account, retryAfterSeconds: 5 });
    expect(queue.admit(8).ok).toBe(true);
    if (first.ok) first.release();
    if (first.ok) first.release(); // a second release changes nothing
    expect(queue.admit(7).ok).toBe(true);
    expect(queue.admit(7).ok).toBe(false);
  });

  it('takes a few uploads in all, then refuses 503 with Retry-After', () => {
    const queue = createPhotoWorkQueue({ perAccount: 1, maxInProgress: 3, maxRunning: 2 });
    const passes = [1, 2, 3].map((account) => queue.admit(account));
    expect(passes.every((p) => p.ok)).toBe(true);
    expect(queue.admit(4)).toEqual({ ok: false, status: 503, error: photoWorkMessages.busy, retryAfterSeconds: 30 });
    if (passes[0]!.ok) passes[0]!.release();
    expect(queue.admit(4).ok).toBe(true);
  });

  it('runs at most maxRunning at once, the others in arrival order', async () => {
    const queue = createPhotoWorkQueue({ perAccount: 1, maxInProgress: 5, maxRunning: 2 });
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const jobs = [0, 1, 2, 3].map((n) =>
      queue.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            finish[n] = () => resolve(n);
          }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    expect(await jobs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    finish[0]!();
    finish[2]!();
    await Promise.all([jobs[0], jobs[2]]);
    expect(started).toEqual([0, 1, 2, 3]);
    finish[3]!();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
  });
});
