/** GET /api/admin/export/offers.csv: the current offers for the newsletter, as CSV (admin only). */
import type { APIRoute } from 'astro';
import { csvResponse } from '#src/features/admin/server/csv.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { offersCsv } from '#src/features/offers/server/newsletter-export.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return csvResponse(`current-offers-${new Date().toISOString().slice(0, 10)}.csv`, offersCsv());
};
