/**
 * The plainest reads, written once: the rows of one table whose columns equal the values given (by property
 * name, every one must equal), in an order if one is given. `findRow(reviews, { businessId, userId })` is
 * `select * from reviews where business_id = ? and user_id = ?`, its first row.
 */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getDb } from './client.ts';

type Row<T extends SQLiteTable> = T['$inferSelect'];
type Order = SQL | SQLiteColumn;

function rowsWhere<T extends SQLiteTable>(table: T, match: Partial<Row<T>>, order: Order[]) {
  const columns: Record<string, SQLiteColumn> = getTableColumns(table);
  const equal = Object.entries(match).map(([key, value]) => eq(columns[key]!, value));
  return getDb()
    .select()
    .from(table as SQLiteTable)
    .where(and(...equal))
    .orderBy(...order);
}

/** The first such row (in `order`), if any. */
export const findRow = <T extends SQLiteTable>(table: T, match: Partial<Row<T>>, ...order: Order[]) =>
  rowsWhere(table, match, order).get() as Row<T> | undefined;

export const listRows = <T extends SQLiteTable>(table: T, match: Partial<Row<T>>, ...order: Order[]) =>
  rowsWhere(table, match, order).all() as Row<T>[];
