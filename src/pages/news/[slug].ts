/** /news/{slug} → /blog/{slug} (permanent). */
import type { APIRoute } from 'astro';

export const prerender = false;

export const GET: APIRoute = ({ params, redirect }) => redirect(`/blog/${encodeURIComponent(params.slug ?? '')}`, 301);
