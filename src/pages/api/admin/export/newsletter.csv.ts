/** GET /api/admin/export/newsletter.csv: active newsletter subscribers as CSV (admin only). */
import type { APIRoute } from 'astro';
import { csvResponse, newsletterCsv } from '#src/features/admin/server/csv.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return csvResponse(`newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`, newsletterCsv());
};
