/**
 * Hands out a site's unclaimed approved listings one at a time, from the lowest id or the highest, each given a
 * business e-mail an admin approved (like an imported listing): the address claim codes go to. For API tests and
 * browser specs alike.
 */
import Database from 'better-sqlite3';

export interface UnclaimedListing {
  id: number;
  name: string;
  email: string;
}

export function unclaimedListings(order: 'asc' | 'desc', emailOf: (id: number) => string): (dbPath: string) => UnclaimedListing {
  let taken = 0;
  return (dbPath) => {
    const writable = new Database(dbPath);
    const { id, name } = writable
      .prepare(`select id, name from businesses where owner_id is null and approved = 1 order by id ${order} limit 1 offset ?`)
      .get(taken++) as { id: number; name: string };
    const email = emailOf(id);
    writable.prepare('update businesses set email = ?, claim_email = ? where id = ?').run(email, email, id);
    writable.close();
    return { id, name, email };
  };
}
