/** GET /api/admin/contacts: contact messages, newest first, without their bodies (admin only). */
import type { APIRoute } from 'astro';
import { toContactSummary } from '@/server/admin/views';
import { requireAdmin } from '@/server/auth/guards';
import { countContactMessages, listContactMessages } from '@/server/db/queries/contact';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(listContactMessages().map(toContactSummary), { headers: { 'X-Total-Count': String(countContactMessages()) } });
};
