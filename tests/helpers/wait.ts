/**
 * The one polling helper of the test suites: for things the site does after answering (mail sent by the
 * queue, counters flushed, a log line written). It checks again every `intervalMs` until the probe
 * returns something other than undefined/false, and fails with `what` after `timeoutMs`: never a fixed
 * sleep that guesses how long the server needs.
 */
export async function waitFor<T>(
  probe: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  { what, timeoutMs = 20_000, intervalMs = 50 }: { what: string | (() => string); timeoutMs?: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false && value !== null) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
