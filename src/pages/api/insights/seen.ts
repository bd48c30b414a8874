/** A page seen by a browser, for owners' insights: see src/features/insights/server/seen.ts. */
import type { APIRoute } from 'astro';
import { reportSeenPage } from '#src/features/insights/server/seen.ts';

export const prerender = false;

export const POST: APIRoute = (context) => reportSeenPage(context, 'beacon');
export const GET: APIRoute = (context) => reportSeenPage(context, 'image');
