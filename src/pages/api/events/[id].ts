/** GET /api/events/{id}: one approved event. */
import type { APIRoute } from 'astro';
import { PUBLIC_CACHE_HEADERS } from '@/server/api/list-params';
import { getApprovedEvent, toPublicEvent } from '@/server/db/queries/events';
import { json, jsonError, parseId } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const id = parseId(params.id);
  if (id === null) return jsonError(400, 'Invalid event id');
  const event = getApprovedEvent({ id });
  if (!event) return jsonError(404, 'Event not found');
  return json(toPublicEvent(event), { headers: PUBLIC_CACHE_HEADERS });
};
