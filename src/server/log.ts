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
import { createLogOutput, isoTimeOncePerMs, type LogOutput } from '@/server/log-output';

interface RequestScope {
  reqId: string;
}

// The HTTP layer (run by tsx) and the built Astro server each load their own copy of this module:
// one store on globalThis lets both see the same request scope.
const SCOPE_KEY = Symbol.for('port-aransas-guide.request-scope');
const holder = globalThis as typeof globalThis & { [SCOPE_KEY]?: AsyncLocalStorage<RequestScope> };
export const requestScope = (holder[SCOPE_KEY] ??= new AsyncLocalStorage<RequestScope>());

const SECRET_FIELDS = ['password', 'token', 'cookie', 'authorization', 'card', 'secret'];

// One output for both copies of this module (see above), so their lines never interleave.
const OUTPUT_KEY = Symbol.for('port-aransas-guide.log-output');
const outputHolder = globalThis as typeof globalThis & { [OUTPUT_KEY]?: LogOutput };
const output = (outputHolder[OUTPUT_KEY] ??= createLogOutput());

const level = process.env.LOG_LEVEL?.trim() || 'info';

export const logger = pino(
  {
    level,
    base: undefined,
    timestamp: isoTimeOncePerMs,
    redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)], censor: '[redacted]' },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.reqId } : {};
    },
  },
  output,
);

/**
 * The request lines' logger (src/server/http/request-log.ts): same output and format, but the line is
 * built by the HTTP layer from four known fields and the id, so it skips the redaction pass and the
 * request-scope lookup that every other line needs (both were measurable on a cache hit).
 */
export const requestLogger = pino({ level, base: undefined, timestamp: isoTimeOncePerMs }, output);

/** The message of anything thrown, for a log field (stack traces only at debug level). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
