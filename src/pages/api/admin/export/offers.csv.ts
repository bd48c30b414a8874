/** GET /api/admin/export/offers.csv: the current offers for the newsletter, as CSV (admin only). */
import type { APIRoute } from 'astro';
import { csvResponse } from '@/server/admin/csv';
import { requireAdmin } from '@/server/auth/guards';
import { offersCsv } from '@/server/offers/newsletter-export';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return csvResponse(`current-offers-${new Date().toISOString().slice(0, 10)}.csv`, offersCsv());
};
