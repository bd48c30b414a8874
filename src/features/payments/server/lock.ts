/**
 * Serialises async work per key inside this process. Payment updates read Stripe and then write the
 * database; running them one at a time per subscription means the last write carries the latest read,
 * whatever order concurrent webhook deliveries arrive in. (One Node process serves the site.)
 */
const tails = new Map<string, Promise<unknown>>();

export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
