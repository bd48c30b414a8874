import type { APIRoute } from 'astro';
import { getWeatherService, weatherTideResponse } from '#src/features/weather/server/index.ts';

export const prerender = false;

/** Current weather (NWS) and tides (NOAA CO-OPS) from the server cache; 503 only if never loaded. */
export const GET: APIRoute = () => weatherTideResponse(getWeatherService());
