/** GET /api/admin/export/businesses.csv: every business as CSV (admin only). */
import type { APIRoute } from 'astro';
import { businessesCsv, csvResponse } from '#src/features/admin/server/csv.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return csvResponse(`businesses-${new Date().toISOString().slice(0, 10)}.csv`, businessesCsv());
};
