/** GET /api/posts/{id} — one published article as Post JSON (id = slug); 404 JSON otherwise. */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { getPublishedArticle, toPost } from '#src/features/content/server/articles.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  const id = params.id ?? '';
  const article = /^[a-z0-9][a-z0-9-]{0,200}$/i.test(id) ? await getPublishedArticle(id) : undefined;
  if (!article) return jsonError(404, 'Post not found');
  return json(toPost(article), { headers: { 'Cache-Control': publicCacheControl() } });
};
