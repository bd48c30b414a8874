/** Whether an account has anything the owner dashboard manages: a listing, an event or a claim (in any state). */
import { sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, claims, events } from '#src/platform/server/db/schema.ts';

export function hasOwnerDashboard({ userId }: { userId: number }): boolean {
  const row = getDb().get<{ owns: number }>(
    sql`select exists(select 1 from ${businesses} where ${businesses.ownerId} = ${userId})
        or exists(select 1 from ${events} where ${events.ownerId} = ${userId})
        or exists(select 1 from ${claims} where ${claims.userId} = ${userId}) as owns`,
  );
  return row?.owns === 1;
}
