import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A LIKE pattern that finds `term` anywhere, with `\` escaping its own % and _ (use with `escape '\'`). */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin lists' free-text filter: any of `searched` contains `q`; no filter when `q` is blank. */
export function anyContains(q: string | undefined, searched: SQLWrapper[]): SQL | undefined {
  const term = q?.trim() ? containing(q.trim()) : undefined;
  return term ? or(...searched.map((value) => sql`${value} like ${term} escape '\\'`)) : undefined;
}

/** What every paged admin list takes besides its own filters, and what it answers. */
export interface PageOptions {
  q?: string;
  limit?: number;
  offset?: number;
}

export interface ListPage<T> {
  items: T[];
  total: number;
}
