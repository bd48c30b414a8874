/**
 * Migration 0025 on a database that already has listings and claims: which listings were ever published (for the
 * full refund of one rejected before it went live), kept from then on by the database; and the contact details an
 * approved claim found, where its owner has not saved the listing since. Runs the real drizzle migrator.
 */
import { expect, it } from 'vitest';
import { databaseBefore, insertUser } from '../../../helpers/migrate-from';

it('dates first publication from the audit log, keeps it up to date, and records untouched contacts of claims', () => {
  const fixture = databaseBefore('0025_owner_history', 'owner-history-migration');
  const raw = fixture.before;
  const listing = (name: string, { approved = true, owner = null as number | null } = {}) =>
    Number(
      raw
        .prepare(
          "insert into businesses (slug, name, description, category, approved, owner_id, email, phone, website, created_at) values ('s', ?, 'd', 'other', ?, ?, ?, '3615550100', 'https://desk.example', 1000)",
        )
        .run(name, approved ? 1 : 0, owner, `${name}@desk.example`).lastInsertRowid,
    );
  const audit = (action: string, id: number, { at = 5000, actor = null as number | null } = {}) =>
    raw
      .prepare(
        "insert into audit_log (action, target_type, target_id, actor_user_id, created_at) values (?, 'business', ?, ?, ?)",
      )
      .run(action, String(id), actor, at);
  const claim = (businessId: number, userId: number, decidedAt: number) =>
    Number(
      raw
        .prepare("insert into claims (business_id, user_id, method, status, decided_at) values (?, ?, 'review', 'approved', ?)")
        .run(businessId, userId, decidedAt).lastInsertRowid,
    );

  const seeded = listing('seeded');
  const approvedTwice = listing('approved-twice', { approved: false });
  audit('business.approved', approvedTwice, { at: 2000 });
  audit('business.unpublished', approvedTwice, { at: 3000 });
  audit('business.approved', approvedTwice, { at: 4000 });
  const unpublishedSeed = listing('unpublished-seed', { approved: false });
  audit('business.unpublished', unpublishedSeed);
  const neverLive = listing('never-live', { approved: false });
  audit('business.rejected', neverLive);

  const ann = insertUser(raw, 'ann@example.org');
  const bo = insertUser(raw, 'bo@example.org');
  const untouched = listing('untouched', { owner: ann });
  const untouchedClaim = claim(untouched, ann, 6000);
  audit('business.updated', untouched, { at: 5000, actor: ann }); // before the claim: someone else's listing then
  const edited = listing('edited', { owner: bo });
  const editedClaim = claim(edited, bo, 6000);
  audit('business.updated', edited, { at: 7000, actor: bo });

  const db = fixture.migrateRest();
  const published = (id: number) =>
    (db.$client.prepare('select first_published_at as at from businesses where id = ?').get(id) as { at: number | null }).at;
  expect(published(seeded)).toBe(1000);
  expect(published(approvedTwice)).toBe(2000);
  expect(published(unpublishedSeed)).toBe(1000);
  expect(published(neverLive)).toBeNull();

  // From now on the database keeps it: the first approval sets it, a rejection keeps it, a second approval too.
  db.$client.prepare('update businesses set approved = 1 where id = ?').run(neverLive);
  const first = published(neverLive);
  expect(first).toBeGreaterThan(1_600_000_000_000);
  db.$client.prepare('update businesses set approved = 0 where id = ?').run(neverLive);
  db.$client.prepare('update businesses set approved = 1 where id = ?').run(neverLive);
  expect(published(neverLive)).toBe(first);
  const fresh = Number(
    db.$client
      .prepare("insert into businesses (slug, name, description, category, approved) values ('f', 'Fresh', 'd', 'other', 1)")
      .run().lastInsertRowid,
  );
  expect(published(fresh)).toBeGreaterThan(1_600_000_000_000);

  const contacts = (id: number) =>
    (db.$client.prepare('select contacts_before as c from claims where id = ?').get(id) as { c: string | null }).c;
  expect(JSON.parse(contacts(untouchedClaim)!)).toEqual({
    email: 'untouched@desk.example',
    phone: '3615550100',
    website: 'https://desk.example',
  });
  expect(contacts(editedClaim)).toBeNull();
  db.$client.close();
});
