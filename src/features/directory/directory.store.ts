/**
 * Directory search state for the island: the query (kept in the URL), the current page of
 * results and the load status. Fetches go to GET /api/businesses; a newer request always wins.
 */
import { map } from 'nanostores';
import { api, type ApiResult } from '#src/platform/api-client.ts';
import { toCardData, type BusinessCardData } from './business-card.ts';
import { DIRECTORY_PAGE_SIZE } from './directory.ts';
import type { ListingAttribute } from '#src/features/listings/attributes.ts';
import { reportSeen } from '#src/features/insights/seen-beacon.ts';

export interface DirectoryState {
  q: string;
  /** The `category` URL value: a slug, a topic such as fishing, or '' for all. */
  category: string;
  page: number;
  /** 'rating' or '' (public order). */
  sort: string;
  /** Only businesses open now. */
  open: boolean;
  /** 'LAT,LON' of the visitor (rounded, see formatNear) or '': nearest first. Kept in the URL only. */
  near: string;
  /** Only listings with every one of these (`attr=`), in the attribute list's order. */
  attributes: ListingAttribute[];
  status: 'ready' | 'loading' | 'error';
  items: BusinessCardData[];
  total: number;
}

export const $directory = map<DirectoryState>({
  q: '',
  category: '',
  page: 1,
  sort: '',
  open: false,
  near: '',
  attributes: [],
  status: 'ready',
  items: [],
  total: 0,
});

/** The query part of the state: what the URL and the API request carry. */
export type DirectoryQueryState = Pick<DirectoryState, 'q' | 'category' | 'page' | 'sort' | 'open' | 'near' | 'attributes'>;

function fetchPage(state: DirectoryQueryState, signal: AbortSignal): Promise<ApiResult<BusinessCardData[]>> {
  const params = new URLSearchParams({
    limit: String(DIRECTORY_PAGE_SIZE),
    offset: String((state.page - 1) * DIRECTORY_PAGE_SIZE),
  });
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.sort) params.set('sort', state.sort);
  if (state.open) params.set('open', 'now');
  if (state.near) params.set('near', state.near);
  if (state.attributes.length > 0) params.set('attr', state.attributes.join(','));
  return api<BusinessCardData[]>(`/api/businesses?${params}`, { signal });
}

let controller: AbortController | undefined;

/** Loads the page for the current query; the request before it, if still under way, is cancelled. */
export async function loadDirectory(): Promise<void> {
  controller?.abort();
  const own = (controller = new AbortController());
  $directory.setKey('status', 'loading');
  const result = await fetchPage($directory.get(), own.signal);
  if (own.signal.aborted) return; // a newer query owns the list now
  if (!result.ok || !Array.isArray(result.data)) {
    console.error(`Directory search failed: HTTP ${result.status}`, result.ok ? 'not a list' : (result.error ?? ''));
    $directory.setKey('status', 'error');
    return;
  }
  const total = Number(result.headers.get('X-Total-Count') ?? result.data.length);
  const items = result.data.map(toCardData);
  $directory.set({ ...$directory.get(), items, total: Number.isFinite(total) ? total : items.length, status: 'ready' });
  // The island keeps the page's URL in step with the query: the listings shown count as that page's.
  if (items.length > 0) reportSeen();
}

export function setDirectoryQuery(patch: Partial<DirectoryQueryState>): void {
  const next = { ...$directory.get(), ...patch };
  // A new search or category starts again at page 1.
  if (patch.page === undefined) next.page = 1;
  $directory.set(next);
}
