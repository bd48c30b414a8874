/** A visitor opened an offer's code: see src/server/offers/reveal.ts. */
import type { APIRoute } from 'astro';
import { reportCodeReveal } from '@/server/offers/reveal';

export const prerender = false;

export const POST: APIRoute = (context) => reportCodeReveal(context);
