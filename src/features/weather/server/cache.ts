/**
 * A single value kept fresh from a slow, fallible upstream (stale-while-revalidate):
 * - younger than `freshMs` it is served without asking upstream;
 * - older, it is still served at once while one background refresh runs;
 * - one load at a time however many callers ask (they share the in-flight promise);
 * - a failed load keeps the last good value, and the next attempt waits `retryMs` so a failing
 *   upstream is not hammered by every visitor.
 * Only a caller that has never had a value waits for the first load.
 */

export interface CacheEntry<T> {
  value: T;
  fetchedAt: number;
}

export interface RefreshingValue<T> {
  /** The last good value (refreshing it in the background when due); never waits. */
  peek(): CacheEntry<T> | null;
  /** Like peek, but waits for an in-flight or due first load when there is no value yet. */
  get(): Promise<CacheEntry<T> | null>;
  /** Whether the latest attempt failed (the value, if any, is the last good one). */
  readonly failing: boolean;
}

export interface RefreshingValueOptions<T> {
  load: () => Promise<T>;
  freshMs: number;
  retryMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export const createRefreshingValue = <T>(options: RefreshingValueOptions<T>): RefreshingValue<T> => {
  const now = options.now ?? Date.now;
  let entry: CacheEntry<T> | null = null;
  let inFlight: Promise<void> | null = null;
  let failedAt = -Infinity;
  let failing = false;

  const due = (): boolean => {
    if (inFlight) return false;
    if (failing && now() - failedAt < options.retryMs) return false;
    return entry === null || now() - entry.fetchedAt >= options.freshMs;
  };

  const refresh = (): Promise<void> => {
    // Deferred by a microtask so `inFlight` is set before even a synchronously failing load settles.
    inFlight ??= Promise.resolve()
      .then(options.load)
      .then(
        (value) => {
          entry = { value, fetchedAt: now() };
          failing = false;
        },
        (error: unknown) => {
          failing = true;
          failedAt = now();
          options.onError?.(error);
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    peek() {
      if (due()) void refresh();
      return entry;
    },
    async get() {
      if (entry) return this.peek();
      if (due()) void refresh();
      if (inFlight) await inFlight;
      return entry;
    },
    get failing() {
      return failing;
    },
  };
};

/**
 * A refreshing value that logs one line when its source starts failing or fails differently, and one when it
 * recovers: not one a minute during an outage.
 */
export const loggedRefreshingValue = <T>(
  name: string,
  options: Omit<RefreshingValueOptions<T>, 'onError'> & { log: (message: string) => void },
): RefreshingValue<T> => {
  let lastLogged = '';
  return createRefreshingValue({
    ...options,
    load: async () => {
      const value = await options.load();
      if (lastLogged) options.log(`${name} recovered`);
      lastLogged = '';
      return value;
    },
    onError: (error) => {
      const message = `${name} failed: ${(error as Error).message}`;
      if (message !== lastLogged) options.log(message);
      lastLogged = message;
    },
  });
};

/** `promise`'s value, or null once `ms` have passed (the promise keeps running for the next caller). */
export const withDeadline = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
