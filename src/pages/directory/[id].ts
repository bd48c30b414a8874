/** /directory/{id} → /business/{id} (permanent). */
import type { APIRoute } from 'astro';

export const prerender = false;

export const GET: APIRoute = ({ params, redirect }) => {
  const id = params.id ?? '';
  // Only pass through what /business/{id} understands; anything else goes to the directory.
  return /^\d+(-[a-z0-9-]*)?$/i.test(id) ? redirect(`/business/${id}`, 301) : redirect('/business-directory', 301);
};
