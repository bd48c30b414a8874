/**
 * Everything the server process prints goes through the one JSON logger. Astro's router, the Node
 * adapter, React and Node's own warnings print with `console.*`, as plain text: a value from a visitor or
 * an owner (a stored URL inside an error message) could carry a line break and so write a line of its
 * own that looks like one of ours. Routed through pino, such text is a string inside one JSON line, its
 * control characters escaped. A secret path in it (the adapter's "Could not render /enquiries/{token}") is written
 * as its route (./secret-paths.ts).
 */
import { format, inspect, stripVTControlCharacters } from 'node:util';
import type { Logger } from 'pino';
import { withoutSecretPaths } from './secret-paths.ts';

/** Which level each console method logs at (console.trace, .assert, .count, .table print through these). */
const LEVELS = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const;

const printed = (text: string): string => withoutSecretPaths(stripVTControlCharacters(text));

/** Replaces `target`'s printing methods with ones that write one log entry each (colour codes removed). */
export function routeConsoleToLog(target: Console, log: Logger): void {
  for (const [method, level] of Object.entries(LEVELS)) {
    target[method as keyof typeof LEVELS] = (...args: unknown[]) => log[level](printed(format(...args)));
  }
  target.dir = (value, options) => log.info(printed(inspect(value, options)));
}

/**
 * A crash is written as one JSON line too (Node would print the stack as plain text), then the process
 * exits as it would have (pino writes pending lines on exit): systemd restarts it.
 */
export function logUncaughtExceptions(log: Logger): void {
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error instanceof Error ? error.stack : inspect(error) }, 'uncaught exception: exiting');
    process.exit(1);
  });
}
