/** POST /api/logout: ends the session server-side and clears the cookie. Form posts are sent home. */
import type { APIRoute } from 'astro';
import { isFormPost } from '@/server/auth/body';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { deleteSessionCookie, invalidateSession } from '@/server/auth/session';
import { json } from '@/server/http/json';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = (context) => {
  const { session, user } = context.locals;
  if (session) {
    invalidateSession(session.id);
    insertAuditEntry({ action: 'logout', actorUserId: user?.id, targetType: 'user', targetId: user?.id, ip: clientIp(context) });
  }
  deleteSessionCookie(context.cookies);
  if (isFormPost(context.request)) return context.redirect('/', 303);
  return json({ message: 'Logged out' });
};
