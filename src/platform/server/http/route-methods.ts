/**
 * The methods an /api route answers, for the 405 Astro does not give: for a method the route has no handler for,
 * Astro answers 404 with no body, as if the route did not exist. Read from the route modules themselves (loaded on
 * first need, the same modules Astro runs), so a new handler is in `Allow` as soon as it exists.
 */
const apiRoutes = import.meta.glob<Record<string, unknown>>('/src/pages/api/**/*.ts');

const HANDLED = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods of the route Astro matched (`context.routePattern`, e.g. `/api/businesses/[id]`), in `Allow` order:
 * HEAD wherever GET is (Astro answers it from GET), OPTIONS everywhere. null for a pattern that is no API route
 * (an unknown path is routed to the 404 page) or one that takes every method (`ALL`).
 */
export async function apiRouteMethods(routePattern: string): Promise<string[] | null> {
  const load = apiRoutes[`/src/pages${routePattern}.ts`] ?? apiRoutes[`/src/pages${routePattern}/index.ts`];
  if (!load) return null;
  const route = await load();
  if (typeof route.ALL === 'function') return null;
  const methods: string[] = HANDLED.filter((m) => typeof route[m] === 'function');
  if (methods.length === 0) return null;
  if (methods.includes('GET')) methods.splice(1, 0, 'HEAD');
  return [...methods, 'OPTIONS'];
}
