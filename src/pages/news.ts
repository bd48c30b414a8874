/** /news → /blog (permanent): older links and the spec's structured-data targets use /news. */
import type { APIRoute } from 'astro';

export const prerender = false;

export const GET: APIRoute = ({ redirect }) => redirect('/blog', 301);
