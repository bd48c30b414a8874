/**
 * Migration 0018 on a database that already has listings: a live listing's e-mail becomes
 * its claim address unless, after its last approval, its owner saved an e-mail or an admin revoked its
 * owner; revocations already made block their accounts. Runs the real drizzle migrator.
 */
import { expect, it } from 'vitest';
import { databaseBefore, insertUser } from '../../../helpers/migrate-from';

it('keeps reviewed addresses as claim addresses, drops owner-edited or revoked ones, and records past revocations', () => {
  const fixture = databaseBefore('0018_claim_trust', 'claim-trust-migration');
  const raw = fixture.before;
  const user = (email: string) => insertUser(raw, email);
  const listing = (name: string, { owner = null as number | null, approved = true, email = `${name}@desk.example` } = {}) =>
    Number(
      raw
        .prepare(
          "insert into businesses (slug, name, description, category, owner_id, approved, email) values ('s', ?, 'd', 'other', ?, ?, ?)",
        )
        .run(name, owner, approved ? 1 : 0, email).lastInsertRowid,
    );
  const audit = (action: string, id: number, details: Record<string, unknown> | null = null) =>
    raw
      .prepare("insert into audit_log (action, target_type, target_id, details) values (?, 'business', ?, ?)")
      .run(action, String(id), details ? JSON.stringify(details) : null);

  const ann = user('ann@example.org');
  const bo = user('bo@example.org');
  const seeded = listing('seeded');
  const phoneEdit = listing('phone-edit', { owner: ann });
  audit('business.updated', phoneEdit, { fields: ['phone'], revisionFields: [] });
  const emailEdit = listing('email-edit', { owner: ann });
  audit('business.updated', emailEdit, { fields: ['phone', 'email'], revisionFields: [] });
  const editedThenApproved = listing('edited-then-approved', { owner: ann });
  audit('business.updated', editedThenApproved, { fields: ['email'], revisionFields: [] });
  audit('business.approved', editedThenApproved);
  const approvedThenEdited = listing('approved-then-edited', { owner: ann });
  audit('business.approved', approvedThenEdited);
  audit('business.updated', approvedThenEdited, { fields: ['email'], revisionFields: [] });
  const revoked = listing('revoked');
  audit('business.approved', revoked);
  audit('business.claim_revoked', revoked, { previousOwnerId: bo });
  const givenBack = listing('given-back', { owner: ann });
  audit('business.claim_revoked', givenBack, { previousOwnerId: ann });
  const pending = listing('pending', { owner: ann, approved: false });
  const noEmail = listing('no-email', { email: null as unknown as string });

  const db = fixture.migrateRest();
  const claimEmail = (id: number) =>
    (db.$client.prepare('select claim_email from businesses where id = ?').get(id) as { claim_email: string | null }).claim_email;
  expect(claimEmail(seeded)).toBe('seeded@desk.example');
  expect(claimEmail(phoneEdit)).toBe('phone-edit@desk.example');
  expect(claimEmail(emailEdit)).toBeNull();
  expect(claimEmail(editedThenApproved)).toBe('edited-then-approved@desk.example');
  expect(claimEmail(approvedThenEdited)).toBeNull();
  expect(claimEmail(revoked)).toBeNull();
  expect(claimEmail(givenBack)).toBeNull();
  expect(claimEmail(pending)).toBeNull();
  expect(claimEmail(noEmail)).toBeNull();
  expect(db.$client.prepare('select business_id, user_id from revoked_owners').all()).toEqual([
    { business_id: revoked, user_id: bo },
  ]);
  db.$client.close();
});
