/** Suggested edits of listings: store, find, list for an owner or the admins, decide once. */
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, listingSuggestions, type Business, type ListingSuggestion } from '#src/platform/server/db/schema.ts';

type NewSuggestion = Pick<ListingSuggestion, 'businessId' | 'field' | 'value' | 'note' | 'email'>;

export function insertSuggestion(values: NewSuggestion): ListingSuggestion {
  return getDb().insert(listingSuggestions).values(values).returning().get();
}

/** The id the next suggestion would get (a honeypot's answer looks like a real one). */
export function nextSuggestionId(): number {
  return (
    (getDb()
      .select({ v: max(listingSuggestions.id) })
      .from(listingSuggestions)
      .get()?.v ?? 0) + 1
  );
}

export function findSuggestionById({ id }: { id: number }): ListingSuggestion | undefined {
  return getDb().select().from(listingSuggestions).where(eq(listingSuggestions.id, id)).get();
}

type SuggestionListing = Pick<
  Business,
  'id' | 'name' | 'slug' | 'ownerId' | 'phone' | 'website' | 'address' | 'hours' | 'approved'
>;
export interface SuggestionRow {
  suggestion: ListingSuggestion;
  listing: SuggestionListing;
}

/**
 * Pending suggestions first (oldest first: the longest waiting), then the most recently decided; an owner's list
 * holds only their listings'; `id` picks one. At most `limit` rows.
 */
export function listSuggestions({
  ownerId,
  id,
  limit = 200,
}: {
  ownerId?: number;
  id?: number;
  limit?: number;
}): SuggestionRow[] {
  return getDb()
    .select({
      suggestion: listingSuggestions,
      listing: {
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        ownerId: businesses.ownerId,
        phone: businesses.phone,
        website: businesses.website,
        address: businesses.address,
        hours: businesses.hours,
        approved: businesses.approved,
      },
    })
    .from(listingSuggestions)
    .innerJoin(businesses, eq(businesses.id, listingSuggestions.businessId))
    .where(
      and(
        ownerId === undefined ? undefined : eq(businesses.ownerId, ownerId),
        id === undefined ? undefined : eq(listingSuggestions.id, id),
      ),
    )
    .orderBy(
      sql`case when ${listingSuggestions.status} = 'pending' then 0 else 1 end`,
      sql`case when ${listingSuggestions.status} = 'pending' then ${listingSuggestions.id} else -${listingSuggestions.decidedAt} end`,
      desc(listingSuggestions.id),
    )
    .limit(limit)
    .all();
}

/** Records the decision on a suggestion still pending; undefined when it was decided already (or is gone). */
export function markSuggestionDecided({
  id,
  status,
  reason,
  decidedBy,
  at,
}: {
  id: number;
  status: 'accepted' | 'rejected';
  reason: string | null;
  decidedBy: number;
  at: Date;
}): ListingSuggestion | undefined {
  return getDb()
    .update(listingSuggestions)
    .set({ status, reason, decidedBy, decidedAt: at })
    .where(and(eq(listingSuggestions.id, id), eq(listingSuggestions.status, 'pending')))
    .returning()
    .get();
}
