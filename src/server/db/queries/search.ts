/** Site search over the database: approved businesses and approved events (articles live in content/). */
import { findApprovedBusinesses } from './businesses';
import { searchApprovedEvents } from './events';
import type { Business, Event } from '../schema';

export interface DbSearchResults {
  businesses: { items: Business[]; total: number };
  events: { items: Event[]; total: number };
}

export function searchListings({ q, limit = 12 }: { q: string; limit?: number }): DbSearchResults {
  return {
    businesses: findApprovedBusinesses({ q, limit }),
    events: searchApprovedEvents({ q, limit }),
  };
}
