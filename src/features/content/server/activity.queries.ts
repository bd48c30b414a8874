/**
 * Businesses for the activity pages. The activity rules (src/features/content/activity-match.ts) are turned
 * into LIKE conditions so SQLite narrows the rows; every row is then confirmed with
 * `matchesActivity`, which stays the single definition of the rules. Businesses that are about the activity (name or
 * category) come first, then premium, featured and the name.
 */
import { and, asc, desc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { activityRules, matchesActivity, type Activity, type FieldWords } from '#src/features/content/activity-match.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, type Business } from '#src/platform/server/db/schema.ts';
import { premiumRank } from '#src/features/payments/server/active-premium.queries.ts';

const columns = { category: businesses.category, name: businesses.name, description: businesses.description } as const;

/** ASCII-only words, so SQLite's case-insensitive LIKE agrees with the JS lower-casing. */
function anyMention(words: FieldWords): SQL {
  const parts: SQL[] = [];
  for (const field of Object.keys(columns) as (keyof typeof columns)[]) {
    for (const word of words[field] ?? []) parts.push(sql`${columns[field]} like ${`%${word}%`}`);
  }
  return or(...parts) ?? sql`0`;
}

export function listActivityBusinesses({ activity, limit = 6 }: { activity: Activity; limit?: number }): Business[] {
  const rule = activityRules[activity];
  const aboutFirst = sql`case when ${anyMention(rule.about)} then 0 else 1 end`;
  const conditions = [eq(businesses.approved, true), anyMention(rule.include)];
  if (rule.exclude) conditions.push(not(anyMention(rule.exclude)));
  const rows = getDb()
    .select()
    .from(businesses)
    .where(and(...conditions))
    .orderBy(aboutFirst, premiumRank, desc(businesses.featured), asc(businesses.name), asc(businesses.id))
    .limit(limit * 2)
    .all();
  return rows.filter((row) => matchesActivity(activity, row)).slice(0, limit);
}
