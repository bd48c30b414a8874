/** Counted outbound links of a listing (website, directions, phone, e-mail): see src/features/insights/server/outbound.ts. */
import type { APIRoute } from 'astro';
import { followOutbound, pingOutbound } from '#src/features/insights/server/outbound.ts';

export const prerender = false;

export const GET: APIRoute = (context) => followOutbound(context);
export const POST: APIRoute = (context) => pingOutbound(context);
