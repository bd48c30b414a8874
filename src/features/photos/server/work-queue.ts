/**
 * How much photo work the server takes on at once. A photo costs about a second of CPU (several for a detailed one)
 * and up to a hundred MB or more of libvips' native memory in a photo worker process (worker-pool.ts), and an upload
 * waiting its turn holds its body (up to 10 MB) in the server's memory. So:
 * - each account has at most PER_ACCOUNT upload in progress (the editors send one photo at a time): another one
 *   at the same time is refused, 429 with Retry-After;
 * - at most MAX_IN_PROGRESS uploads are in progress in all (being received, waiting or processed): more are
 *   refused, 503 with Retry-After;
 * - at most MAX_RUNNING are decoded and encoded at once, in a photo worker each (worker-pool.ts, one libvips thread);
 *   the others wait their turn in arrival order. One: a worker busy with a detailed photo holds one core and about
 *   200 MB, and on the 2-core machine the site runs on the other core stays with the pages (a second worker added its
 *   200 MB to the peak, `npm run bench:photos`: 934 MB with two, against 670 MB with one).
 * An upload is admitted before its body is read, so a refused one never costs the memory of its body.
 * A semaphore this small is not worth a dependency; its rules (per account and in total) are the point.
 */

export const photoWorkMessages = {
  account: 'You are already uploading a photo. Wait for it to finish, then try again.',
  busy: 'Too many photos are being processed right now. Please try again in a minute.',
} as const;

export type PhotoWorkRefusal = { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number };
export interface PhotoWorkPass {
  ok: true;
  /** Ends this upload's place (called once the answer is decided; later calls do nothing). */
  release: () => void;
}

export interface PhotoWorkLimits {
  perAccount: number;
  maxInProgress: number;
  maxRunning: number;
}

export const PHOTO_WORK_LIMITS: PhotoWorkLimits = { perAccount: 1, maxInProgress: 6, maxRunning: 1 };

export function createPhotoWorkQueue({ perAccount, maxInProgress, maxRunning }: PhotoWorkLimits) {
  const byAccount = new Map<number, number>();
  let inProgress = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A place for one upload of `accountId`, or the refusal to send. */
  function admit(accountId: number): PhotoWorkPass | PhotoWorkRefusal {
    const mine = byAccount.get(accountId) ?? 0;
    if (mine >= perAccount) return { ok: false, status: 429, error: photoWorkMessages.account, retryAfterSeconds: 5 };
    if (inProgress >= maxInProgress) return { ok: false, status: 503, error: photoWorkMessages.busy, retryAfterSeconds: 30 };
    byAccount.set(accountId, mine + 1);
    inProgress++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        inProgress--;
        const left = (byAccount.get(accountId) ?? 1) - 1;
        if (left > 0) byAccount.set(accountId, left);
        else byAccount.delete(accountId);
      },
    };
  }

  /** Runs `work` once one of the running places is free. Callers hold a pass, which bounds this queue. */
  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= maxRunning) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return { admit, run };
}

const queue = createPhotoWorkQueue(PHOTO_WORK_LIMITS);

/** The server's one queue: every upload route asks for a place before reading the body. */
export const admitPhotoWork = queue.admit;
export const withPipelineSlot = queue.run;
