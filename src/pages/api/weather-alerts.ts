import type { APIRoute } from 'astro';
import { getWeatherService, weatherAlertsResponse } from '#src/features/weather/server/index.ts';

export const prerender = false;

/** Active NWS alerts for the site's point (for the banner on every page), from the server cache. */
export const GET: APIRoute = () => weatherAlertsResponse(getWeatherService());
