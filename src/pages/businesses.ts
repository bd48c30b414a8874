/** /businesses → /business-directory (permanent). The query string is kept. */
import type { APIRoute } from 'astro';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => redirect(`/business-directory${url.search}`, 301);
