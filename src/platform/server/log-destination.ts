/**
 * Where every log line goes, for the production server (src/serve/server.ts) and Astro's bundle
 * (src/platform/server/log.ts) alike: JSON lines on standard output through pino's asynchronous destination
 * (written on exit by pino itself), or readable coloured lines when a person watches a terminal.
 */
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { env } from '#src/config/env.ts';

/** pino's options both loggers share. */
export const LOG_OPTIONS: LoggerOptions = {
  level: env.logLevel,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
};

/**
 * One destination per logger. Writes of at most PIPE_BUF bytes, so the two loggers' lines on the one
 * pipe never interleave mid-line.
 */
export function logDestination(): DestinationStream & { flushSync?: () => void } {
  // Loaded only for a terminal: a server under systemd or in a container never needs it.
  if (process.stdout.isTTY) return createRequire(import.meta.url)('pino-pretty')({ colorize: true, sync: true });
  return pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
}
