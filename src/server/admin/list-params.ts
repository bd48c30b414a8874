/** Query parameters of the admin list endpoints; bad values are a 400, unknown ones ignored. */
import { z } from 'zod';
import { fieldErrors, jsonError } from '@/server/http/json';

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

export type AdminListParams = z.infer<typeof schema>;

export function parseAdminListParams(url: URL): AdminListParams | Response {
  const raw = Object.fromEntries(
    ['status', 'q', 'limit', 'offset'].flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)!]] : [])),
  );
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  const [field, messages] = Object.entries(errors)[0]!;
  return jsonError(400, `Invalid query parameter ${field}: ${messages[0]}`, errors);
}
