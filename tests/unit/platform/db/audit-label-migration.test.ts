/**
 * Migration 0013 on an audit log that already has entries: each entry written before
 * `target_label` existed is named after its item (listing, event, user, claim's listing, contact message);
 * an item deleted since keeps the name its entry recorded in `details`; entries without a target stay
 * unnamed.
 */
import { expect, it } from 'vitest';
import { databaseBefore } from '../../../helpers/migrate-from';

it('names the item of every existing audit entry, deleted items by the name their entry kept', () => {
  const fixture = databaseBefore('0013_audit_target_label', 'audit-label-migration');
  const raw = fixture.before;
  const id = (sql: string, ...args: unknown[]) => Number(raw.prepare(sql).run(...args).lastInsertRowid);
  const user = id("insert into users (email, first_name, last_name, password_hash) values ('rita@example.org', 'R', 'B', 'x')");
  const listing = id("insert into businesses (slug, name, description, category) values ('s', 'Fins Grill', 'd', 'restaurant')");
  const event = id(
    "insert into events (title, description, category, location, start_date, end_date) values ('Harbor Fest', 'd', 'Festival', 'Harbor', 1, 2)",
  );
  const claim = id("insert into claims (business_id, user_id, method) values (?, ?, 'review')", listing, user);
  const message = id(
    "insert into contact_messages (name, email, subject, message) values ('A', 'a@example.org', 'Parking', 'm')",
  );
  const entry = (targetType: string | null, targetId: number | null, details: object | null = null) =>
    id(
      'insert into audit_log (action, target_type, target_id, details) values (?, ?, ?, ?)',
      'test.action',
      targetType,
      targetId === null ? null : String(targetId),
      details && JSON.stringify(details),
    );
  const entries = {
    business: entry('business', listing, { name: 'Old name recorded' }),
    event: entry('event', event),
    user: entry('user', user),
    claim: entry('claim', claim),
    message: entry('contact_message', message),
    deletedBusiness: entry('business', 9999, { name: 'Moonlight Music Hall' }),
    deletedEvent: entry('event', 9998, { title: 'Sandfest' }),
    deletedUnnamed: entry('business', 9997),
    noTarget: entry(null, null, { name: 'Not an item' }),
  };

  const db = fixture.migrateRest();
  const label = (entryId: number) =>
    (db.$client.prepare('select target_label as label from audit_log where id = ?').get(entryId) as { label: string | null })
      .label;
  expect(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, label(v)]))).toEqual({
    // The item's current name wins over what the entry recorded.
    business: 'Fins Grill',
    event: 'Harbor Fest',
    user: 'rita@example.org',
    claim: 'Fins Grill',
    message: 'Parking',
    deletedBusiness: 'Moonlight Music Hall',
    deletedEvent: 'Sandfest',
    deletedUnnamed: null,
    noTarget: null,
  });
  db.$client.close();
});
