import type { APIRoute } from 'astro';
import { getBeachService } from '#src/features/beach/server/index.ts';
import { beachResponse } from '#src/features/beach/server/response.ts';

export const prerender = false;

/** The beach now (rip-current risk, hazards, water temperature, tides, sun, advisories), each with source and time. */
export const GET: APIRoute = () => beachResponse(getBeachService());
