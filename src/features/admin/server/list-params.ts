/**
 * Query parameters of the admin list endpoints (`GET /api/admin/businesses|events|claims|users`); bad
 * values are a 400, unknown ones ignored. Two ways to page: `page` (1-based, `limit` defaults to
 * the list's page size, src/features/admin/admin-list.ts; answers carry X-Page, X-Per-Page, X-Total-Pages and a Link header) or the older
 * `offset` (`limit` defaults to 500, as before pages existed). Every answer carries X-Total-Count.
 */
import { z } from 'zod';
import { adminListApiUrl, adminLists, pageCount, type AdminList, type AdminListQuery } from '#src/features/admin/admin-list.ts';
import { fieldErrors, json, jsonError } from '#src/platform/server/http/json.ts';

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const LEGACY_LIMIT = 500;

function schemaFor(list: AdminList) {
  const { param, filters } = adminLists[list];
  return z
    .object({
      [param]: z.enum(filters as unknown as [string, ...string[]], {
        error: `must be ${filters.slice(0, -1).join(', ')} or ${filters.at(-1)}`,
      }),
      q: z.string().trim().max(200, 'must be at most 200 characters'),
      page: whole(1, 1_000_000),
      limit: whole(1, 1000),
      offset: whole(0, 10_000_000),
    })
    .partial()
    .refine((p) => p.page === undefined || p.offset === undefined, {
      message: 'cannot be used together with page',
      path: ['offset'],
    });
}

export interface AdminListParams {
  /** The list's filter key (`status` or `role`), 'all' when not given. */
  filter: string;
  q: string;
  limit: number;
  offset: number;
  /** Set when the caller paged by `page`; then the answer carries the paging headers. */
  page: number | null;
}

export function parseAdminListParams(url: URL, list: AdminList): AdminListParams | Response {
  const { param } = adminLists[list];
  const raw = Object.fromEntries(
    [param, 'q', 'page', 'limit', 'offset'].flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)!]] : [])),
  );
  const parsed = schemaFor(list).safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    const [field, messages] = Object.entries(errors)[0]!;
    return jsonError(400, `Invalid query parameter ${field}: ${messages[0]}`, errors);
  }
  const p = parsed.data as { page?: number; limit?: number; offset?: number; q?: string } & Record<string, string>;
  const page = p.page ?? null;
  const limit = p.limit ?? (page === null ? LEGACY_LIMIT : adminLists[list].pageSize);
  return {
    filter: p[param] ?? 'all',
    q: p.q ?? '',
    limit,
    offset: page === null ? (p.offset ?? 0) : (page - 1) * limit,
    page,
  };
}

/** The list as the spec's array, with the count (and, paged by `page`, the page) in headers. */
export function adminListResponse(list: AdminList, items: unknown[], total: number, params: AdminListParams): Response {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) };
  if (params.page !== null) {
    const pages = pageCount(total, params.limit);
    const query: AdminListQuery = { q: params.q, filter: params.filter, page: params.page };
    const link = (page: number, rel: string) => `<${adminListApiUrl(list, { ...query, page }, params.limit)}>; rel="${rel}"`;
    headers['X-Page'] = String(params.page);
    headers['X-Per-Page'] = String(params.limit);
    headers['X-Total-Pages'] = String(pages);
    headers.Link = [
      link(1, 'first'),
      ...(params.page > 1 ? [link(Math.min(params.page - 1, pages), 'prev')] : []),
      ...(params.page < pages ? [link(params.page + 1, 'next')] : []),
      link(pages, 'last'),
    ].join(', ');
  }
  return json(items, { headers });
}
