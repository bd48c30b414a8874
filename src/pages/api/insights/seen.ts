/** A page seen by a browser, for owners' insights: see src/server/insights/seen.ts. */
import type { APIRoute } from 'astro';
import { reportSeenPage } from '@/server/insights/seen';

export const prerender = false;

export const POST: APIRoute = (context) => reportSeenPage(context, 'beacon');
export const GET: APIRoute = (context) => reportSeenPage(context, 'image');
