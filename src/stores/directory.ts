/**
 * Directory search state for the island: the query (kept in the URL), the current page of
 * results and the load status. Fetches go to GET /api/businesses; a newer request always wins.
 */
import { map } from 'nanostores';
import type { BusinessCardData } from '@/lib/business-card';
import { toCardData } from '@/lib/business-card';
import { DIRECTORY_PAGE_SIZE } from '@/lib/directory';

export interface DirectoryState {
  q: string;
  /** The `category` URL value: a slug, a topic such as fishing, or '' for all. */
  category: string;
  page: number;
  /** 'rating' or '' (public order). */
  sort: string;
  /** Only businesses open now (issue 18). */
  open: boolean;
  /** 'LAT,LON' of the visitor (rounded, see formatNear) or '': nearest first. Kept in the URL only. */
  near: string;
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
  status: 'ready',
  items: [],
  total: 0,
});

/** The query part of the state: what the URL and the API request carry. */
export type DirectoryQueryState = Pick<DirectoryState, 'q' | 'category' | 'page' | 'sort' | 'open' | 'near'>;

let latest = 0;

/** The spec's error for a non-OK answer: 'HTTP {status}: {body or status text}'. */
async function fetchPage(state: DirectoryQueryState, signal: AbortSignal) {
  const params = new URLSearchParams({
    limit: String(DIRECTORY_PAGE_SIZE),
    offset: String((state.page - 1) * DIRECTORY_PAGE_SIZE),
  });
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.sort) params.set('sort', state.sort);
  if (state.open) params.set('open', 'now');
  if (state.near) params.set('near', state.near);
  // Marks the directory's own result lists, whose listings count as impressions (other API callers do not).
  params.set('from', 'directory');
  const res = await fetch(`/api/businesses?${params}`, { credentials: 'include', signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${(await res.text()) || res.statusText}`);
  const data: unknown = await res.json();
  if (!Array.isArray(data)) throw new Error('Invalid response format: expected array');
  const total = Number(res.headers.get('X-Total-Count') ?? data.length);
  return { items: (data as BusinessCardData[]).map(toCardData), total: Number.isFinite(total) ? total : data.length };
}

let controller: AbortController | undefined;

/** Loads the page for the current query; earlier in-flight requests are cancelled. */
export async function loadDirectory(): Promise<void> {
  const id = ++latest;
  controller?.abort();
  controller = new AbortController();
  $directory.setKey('status', 'loading');
  try {
    const { items, total } = await fetchPage($directory.get(), controller.signal);
    if (id !== latest) return;
    $directory.set({ ...$directory.get(), items, total, status: 'ready' });
  } catch (error) {
    if (id !== latest || (error instanceof DOMException && error.name === 'AbortError')) return;
    console.error(error);
    $directory.setKey('status', 'error');
  }
}

export function setDirectoryQuery(patch: Partial<DirectoryQueryState>): void {
  const next = { ...$directory.get(), ...patch };
  // A new search or category starts again at page 1.
  if (patch.page === undefined) next.page = 1;
  $directory.set(next);
}
