/** Site search over the database: approved businesses and approved events (articles live in content/). */
import { and, eq, gte } from 'drizzle-orm';
import { categoryGroupLabel, categoryLabel } from '@/lib/categories';
import { getDb } from '@/server/db/client';
import { findApprovedBusinesses } from './businesses';
import { searchApprovedEvents } from './events';
import { businesses, events, type Business, type Event } from '@/server/db/schema';

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

/** The words visitors can find in listings (business names and categories, upcoming event titles), for spelling. */
export function listSearchableNames({ now = new Date() }: { now?: Date } = {}): string[] {
  const db = getDb();
  const places = db
    .select({ name: businesses.name, category: businesses.category })
    .from(businesses)
    .where(eq(businesses.approved, true))
    .all()
    .map((b) => `${b.name} ${categoryLabel(b.category)} ${categoryGroupLabel(b.category)}`);
  const titles = db
    .select({ title: events.title })
    .from(events)
    .where(and(eq(events.approved, true), gte(events.endDate, now)))
    .all()
    .map((e) => e.title);
  return [...places, ...titles];
}
