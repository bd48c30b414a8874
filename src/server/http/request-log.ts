/**
 * Structured logs (pino): one JSON line per request — method, path, status, duration, request id — and
 * errors under the same id. Only the path is logged, never the query string (reset and verification
 * links carry tokens there), nor headers, cookies or bodies. `LOG_LEVEL` sets the level (default info).
 * The logger itself is src/server/log.ts.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLogger } from '@/server/log';

const REQUEST_ID = /^[\w.-]{8,64}$/;

/**
 * Gives the request an id (a proxy's X-Request-Id when well-formed) and logs the outcome; the caller
 * echoes the id in the X-Request-Id header (src/server/http/http-server.ts).
 */
export function logRequest(req: IncomingMessage, res: ServerResponse): string {
  const offered = req.headers['x-request-id'];
  const id = typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
  const started = process.hrtime.bigint();
  const path = (req.url ?? '/').split('?')[0];
  res.once('close', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const status = res.statusCode;
    // Carries the request's id like every other line written while the request was handled.
    const line = { reqId: id, method: req.method, path, status, durationMs: Math.round(durationMs * 10) / 10 };
    if (status >= 500) requestLogger.error(line, 'request failed');
    else requestLogger.info(line, 'request');
  });
  return id;
}
