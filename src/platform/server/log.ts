/**
 * The one logger of the server (pino): one JSON line per entry. A line written while a request is
 * being handled carries that request's id (`reqId`, set by src/middleware.ts from the production
 * server's X-Request-Id), the same id as its request line, so an error can be traced to its request.
 *
 * Never log a password, token, cookie or card detail. The redaction below is the safety net for
 * the usual field names, not a licence to pass whole bodies or headers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { LOG_OPTIONS, logDestination } from './log-destination.ts';

export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

const SECRET_FIELDS = ['password', 'token', 'cookie', 'authorization', 'card', 'secret'];

const destination = logDestination();

export const logger = pino(
  {
    ...LOG_OPTIONS,
    redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)], censor: '[redacted]' },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.reqId } : {};
    },
  },
  destination,
);

/** Writes pending lines now: for lines logged while the process is exiting, after pino's own flush. */
export function flushLogSync(): void {
  destination.flushSync?.();
}

/** The message of anything thrown, for a log field (stack traces only at debug level). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
