/**
 * Pages that show one person's data must never be stored by a browser or shared cache (F15): anything
 * answered to a signed-in visitor, and the account/checkout pages whatever the session.
 */
const PERSONAL = /^\/(admin|dashboard|checkout|claims|login|verify-email|reset-password|forgot-password|logout)(\/|$)/;

export function keepPersonalPagesPrivate(pathname: string, signedIn: boolean, response: Response): Response {
  if (!signedIn && !PERSONAL.test(pathname)) return response;
  try {
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('Vary', 'Cookie');
  } catch {
    // Immutable headers (a fetched or cloned response): wrap it with a fresh copy.
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'no-store');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  return response;
}
