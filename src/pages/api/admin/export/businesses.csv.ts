/** GET /api/admin/export/businesses.csv: every business as CSV (admin only). */
import type { APIRoute } from 'astro';
import { businessesCsv, csvResponse } from '@/server/admin/csv';
import { requireAdmin } from '@/server/auth/guards';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return csvResponse(`businesses-${new Date().toISOString().slice(0, 10)}.csv`, businessesCsv());
};
