/** Query parameters of the admin list endpoints; bad values are a 400, unknown ones ignored. */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { requireAdmin } from '@/server/auth/guards';
import { fieldErrors, json, jsonError } from '@/server/http/json';

const int = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));

const schema = z.object({
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  q: z.string().max(200).optional(),
  limit: int(1000).default('500'),
  offset: int(10_000_000).default('0'),
});

type AdminListParams = z.infer<typeof schema>;

function parseAdminListParams(url: URL): AdminListParams | Response {
  const raw = Object.fromEntries(
    ['status', 'q', 'limit', 'offset'].flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)!]] : [])),
  );
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  const [field, messages] = Object.entries(errors)[0]!;
  return jsonError(400, `Invalid query parameter ${field}: ${messages[0]}`, errors);
}

/**
 * GET of an admin list (businesses, events): admin only, the parameters above, one page of `view`s and the
 * total before paging in X-Total-Count.
 */
export function adminListRoute<Row, View>(
  list: (params: AdminListParams) => { items: Row[]; total: number },
  view: (row: Row) => View,
): APIRoute {
  return (context) => {
    const auth = requireAdmin(context);
    if (auth instanceof Response) return auth;
    const params = parseAdminListParams(context.url);
    if (params instanceof Response) return params;
    const { items, total } = list(params);
    return json(items.map(view), { headers: { 'X-Total-Count': String(total) } });
  };
}
