/** GET of one approved business or event by id; any other id is "not found" to the public. */
import type { APIRoute } from 'astro';
import { publicCacheControl } from './cache-policy.ts';
import { json, jsonError, parseId } from './json.ts';

export const approvedItemRoute =
  <T>(what: 'business' | 'event', find: (query: { id: number }) => T | undefined, view: (item: T) => unknown): APIRoute =>
  ({ params }) => {
    const id = parseId(params.id);
    if (id === null) return jsonError(400, `Invalid ${what} id`);
    const item = find({ id });
    // Public like the item itself, so a shared cache replaces its copy when the item is taken down.
    const cache = { 'Cache-Control': publicCacheControl() };
    if (!item) return jsonError(404, `${what[0]!.toUpperCase()}${what.slice(1)} not found`, undefined, cache);
    return json(view(item), { headers: cache });
  };
