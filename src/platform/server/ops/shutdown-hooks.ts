/**
 * Work to finish as the process exits (a clean stop after SIGTERM, or a crash): write pending counters,
 * close the database. Run on Node's `exit` event, so every hook is synchronous, and nothing has to tell
 * this module that the server is stopping. Asynchronous work (mail delivery) is not done here: its rows
 * stay queued in the database and are sent after the next start.
 */
import { errorText, flushLogSync, logger } from '#src/platform/server/log.ts';

type Hook = { name: string; order: number; run: () => void };

const hooks = new Map<string, Hook>();

/** Lower `order` runs first (counters before the database they write to). Registering a name again replaces it. */
export function onShutdown(name: string, order: number, run: () => void): void {
  if (hooks.size === 0) process.once('exit', runShutdownHooks);
  hooks.set(name, { name, order, run });
}

function runShutdownHooks(): void {
  for (const hook of [...hooks.values()].sort((a, b) => a.order - b.order)) {
    try {
      hook.run();
    } catch (error) {
      logger.error({ err: errorText(error) }, `[shutdown] ${hook.name} failed`);
    }
  }
  flushLogSync();
}
