/** The session step of src/middleware.ts: cookie → locals.user / locals.session, cookie kept in sync. */
import type { APIContext } from 'astro';
import type { User } from '#src/platform/server/db/schema.ts';
import { skipIfBusy } from '#src/platform/server/db/busy.ts';
import { deleteExpiredSessions } from './sessions.queries.ts';
import { ensureMailWorker } from '#src/platform/server/mail/index.ts';
import { deleteSessionCookie, SESSION_COOKIE, setSessionCookie, validateSessionToken } from './session.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

export function toLocalsUser(user: User): NonNullable<App.Locals['user']> {
  const { id, email, firstName, lastName, role, createdAs, emailVerifiedAt } = user;
  return { id, email, firstName, lastName, role, createdAs, emailVerifiedAt };
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** Expired sessions are refused on sight; this hourly sweep just keeps the table from growing. */
function sweepExpiredSessions(now = Date.now()): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  try {
    skipIfBusy(() => deleteExpiredSessions()); // another process holds the write lock: the next sweep does it
  } catch (error) {
    logger.warn({ err: errorText(error) }, '[auth] session sweep failed');
  }
}

export function loadSession(context: Pick<APIContext, 'cookies' | 'locals' | 'isPrerendered'>): void {
  if (context.isPrerendered) return; // build time: no visitor, no database
  // Queued mail left over from a previous run is picked up once the server handles its first request.
  ensureMailWorker();
  sweepExpiredSessions();
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return;
  const { session, user } = validateSessionToken(token);
  if (!session) {
    deleteSessionCookie(context.cookies);
    return;
  }
  // Re-sent on every request so the browser's expiry follows the sliding server-side expiry.
  setSessionCookie(context.cookies, token, session.expiresAt);
  context.locals.session = { id: session.id, userId: session.userId, expiresAt: session.expiresAt };
  context.locals.user = toLocalsUser(user);
}
