/**
 * GET /api/posts?published=true&featured=true — the published articles as Post JSON.
 * Unpublished articles are never served: `published=false` answers an empty list.
 */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { z } from 'zod';
import { json, jsonError, fieldErrors } from '#src/platform/server/http/json.ts';
import { listPublishedArticles, toPost } from '#src/features/content/server/articles.ts';

export const prerender = false;

const flag = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { message: 'Use true or false' }))
  .transform((v) => v === 'true' || v === '1');
const querySchema = z.object({
  published: flag.optional(),
  featured: flag.optional(),
  category: z.string().trim().min(1).max(100).optional(),
});

export const GET: APIRoute = async ({ url }) => {
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return jsonError(400, 'Invalid query parameters', fieldErrors(parsed.error.issues));
  }
  const { published, featured, category } = parsed.data;
  if (published === false) return json([], { headers: { 'Cache-Control': publicCacheControl() } });
  const posts = (await listPublishedArticles())
    .map(toPost)
    .filter((post) => featured === undefined || post.featured === featured)
    .filter((post) => category === undefined || post.category.toLowerCase() === category.toLowerCase());
  return json(posts, { headers: { 'Cache-Control': publicCacheControl() } });
};
