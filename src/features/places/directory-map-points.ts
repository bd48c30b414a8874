/**
 * The directory map's points: the current search through GET /api/businesses (same parameters as the
 * page), three pages of 100 at most, keeping the businesses whose point is known. Browser code.
 */
import { api } from '#src/platform/api-client.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import type { MapPoint } from './places-map.ts';

interface ApiBusiness {
  id: number;
  slug: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

const PAGE = 100;
const MAX_PAGES = 3;

export async function directoryMapPoints(search: URLSearchParams): Promise<{ items: MapPoint[]; note: string }> {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'sort', 'open', 'near']) {
    const value = search.get(key);
    if (value) params.set(key, value);
  }
  const found: ApiBusiness[] = [];
  let total = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    params.set('limit', String(PAGE));
    params.set('offset', String(page * PAGE));
    const result = await api<ApiBusiness[]>(`/api/businesses?${params}`);
    if (!result.ok) throw new Error(`HTTP ${result.status}`);
    const batch = result.data;
    total = Number(result.headers.get('X-Total-Count') ?? batch.length);
    found.push(...batch);
    if (found.length >= total || batch.length < PAGE) break;
  }
  const items = found
    .filter((b) => b.latitude !== null && b.longitude !== null)
    .map((b) => ({
      name: b.name,
      href: businessPath(b),
      latitude: b.latitude!,
      longitude: b.longitude!,
      detail: b.address ?? undefined,
    }));
  const missing = found.length - items.length;
  const parts = [`${items.length} on the map`];
  if (missing > 0) parts.push(`${missing} without a known location`);
  if (total > found.length) parts.push(`the first ${found.length} of ${total} shown`);
  return { items, note: `${parts.join(', ')}.` };
}
