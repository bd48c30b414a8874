/** Account rows. E-mails arrive already normalised (trimmed, lower-cased) from the auth schemas. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { anyContains, type ListPage, type PageOptions } from '#src/platform/server/db/like.queries.ts';
import { users, type User } from '#src/platform/server/db/schema.ts';

export function findUserByEmail({ email }: { email: string }): User | undefined {
  return getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .get();
}

export function findUserById({ id }: { id: number }): User | undefined {
  return getDb().select().from(users).where(eq(users.id, id)).get();
}

export function insertUser(input: {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role?: 'user' | 'admin';
  createdAs?: 'visitor' | 'owner';
  emailVerifiedAt?: Date | null;
}): User {
  return getDb()
    .insert(users)
    .values({ ...input, email: input.email.trim().toLowerCase() })
    .returning()
    .get();
}

export function updateUserPassword({ id, passwordHash }: { id: number; passwordHash: string }): void {
  getDb().update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)).run();
}

export function markUserEmailVerified({ id, at = new Date() }: { id: number; at?: Date }): void {
  getDb()
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: new Date() })
    .where(sql`${users.id} = ${id} and ${users.emailVerifiedAt} is null`)
    .run();
}

export function updateUserRole({ id, role }: { id: number; role: 'user' | 'admin' }): User | undefined {
  return getDb().update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning().get();
}

export function countAdmins(): number {
  return getDb().select({ n: count() }).from(users).where(eq(users.role, 'admin')).get()?.n ?? 0;
}

export function countUsers(): number {
  return getDb().select({ n: count() }).from(users).get()?.n ?? 0;
}

/** Accounts for the admin Users tab, oldest first; `q` matches the e-mail or the first, last or full name. */
export function listUsersForAdmin({
  role = 'all',
  q,
  limit = 500,
  offset = 0,
}: PageOptions & { role?: 'all' | 'admin' | 'user' }): ListPage<User> {
  const where = and(
    role === 'all' ? undefined : eq(users.role, role),
    anyContains(q, [users.email, sql`(${users.firstName} || ' ' || ${users.lastName})`]),
  );
  const items = getDb().select().from(users).where(where).orderBy(asc(users.id)).limit(limit).offset(offset).all();
  const total = getDb().select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  return { items, total };
}
