/** A visitor opened an offer's code: see src/features/offers/server/reveal.ts. */
import type { APIRoute } from 'astro';
import { reportCodeReveal } from '#src/features/offers/server/reveal.ts';

export const prerender = false;

export const POST: APIRoute = (context) => reportCodeReveal(context);
