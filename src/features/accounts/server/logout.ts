/**
 * Signing out, shared by POST /api/logout (JSON) and the /logout page's own no-JavaScript post
 * (src/platform/server/forms/page-form.ts): the session ends server-side and the cookie is cleared.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { deleteSessionCookie, invalidateSession } from './session.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

type LogoutContext = Pick<APIContext, 'cookies' | 'locals' | 'clientAddress'>;

/** The Logout button sends no fields. */
const noFields = z.object({});

export function logOut(context: LogoutContext): void {
  const { session, user } = context.locals;
  if (session) {
    invalidateSession(session.id);
    insertAuditEntry({ action: 'logout', actorUserId: user?.id, targetType: 'user', targetId: user?.id, ip: clientIp(context) });
  }
  deleteSessionCookie(context.cookies);
}

/** The Logout buttons (dashboard, admin) post an empty form here; they land on the home page. */
export const logoutForm = (context: LogoutContext): PageFormSpec<z.infer<typeof noFields>> => ({
  schema: noFields,
  act: () => {
    logOut(context);
    return { ok: true, redirectTo: '/' };
  },
});
