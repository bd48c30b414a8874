/**
 * The one logger of the server (pino): one JSON line per entry. A line written while a request is
 * being handled carries that request's id (`reqId`), the same id as its request line, so an error
 * can be traced to the request that caused it.
 *
 * Never log a password, token, cookie or card detail. The redaction below is the safety net for
 * the usual field names, not a licence to pass whole bodies or headers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

interface RequestScope {
  reqId: string;
}

// The HTTP layer (run by tsx) and the built Astro server each load their own copy of this module:
// one store on globalThis lets both see the same request scope.
const SCOPE_KEY = Symbol.for('port-aransas-guide.request-scope');
const holder = globalThis as typeof globalThis & { [SCOPE_KEY]?: AsyncLocalStorage<RequestScope> };
export const requestScope = (holder[SCOPE_KEY] ??= new AsyncLocalStorage<RequestScope>());

const SECRET_FIELDS = ['password', 'token', 'cookie', 'authorization', 'card', 'secret'];

export const logger = pino({
  level: process.env.LOG_LEVEL?.trim() || 'info',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)], censor: '[redacted]' },
  mixin: () => {
    const scope = requestScope.getStore();
    return scope ? { reqId: scope.reqId } : {};
  },
});

/** The message of anything thrown, for a log field (stack traces only at debug level). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
