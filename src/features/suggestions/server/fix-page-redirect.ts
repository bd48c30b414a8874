/**
 * The former "Suggest an edit" (/business/{id}/suggest) and "Report a problem" (/business/{id}/report-problem)
 * addresses, kept for links in mails, bookmarks and pages left open: both lead to the one fix page. A GET is moved
 * for good (301); a post from a form opened before keeps its method and body (308) and is answered by that page.
 */
import type { APIRoute } from 'astro';
import { businessPath } from '#src/features/directory/directory.ts';
import { findSuggestableListing } from './submit.ts';

export const toFixPage: APIRoute = ({ params, request, redirect, rewrite }) => {
  const listing = findSuggestableListing(params.id);
  if (!listing) return rewrite('/404');
  const safe = request.method === 'GET' || request.method === 'HEAD';
  return redirect(`${businessPath(listing)}/fix`, safe ? 301 : 308);
};
