import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDatabase } from './db';

useTempDatabase();
const { createSession, invalidateSession, invalidateUserSessions, validateSessionToken, SESSION_LIFETIME_MS } = await import(
  '#src/features/accounts/server/session.ts'
);
const { hashToken } = await import('#src/features/accounts/server/crypto.ts');
const { insertUser } = await import('#src/features/accounts/server/users.queries.ts');
const { getDb } = await import('#src/platform/server/db/client.ts');
const { sessions } = await import('#src/platform/server/db/schema.ts');

const DAY = 24 * 60 * 60 * 1000;
let userId: number;

beforeAll(() => {
  userId = insertUser({ email: 'owner@example.com', firstName: 'Ann', lastName: 'Owner', passwordHash: 'x' }).id;
});

describe('sessions (Lucia guide)', () => {
  it('issues a 32-character base32 token (20 random bytes) and stores only its SHA-256', () => {
    const { token, session } = createSession(userId);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(session.id).toBe(hashToken(token));
    expect(session.id).toMatch(/^[0-9a-f]{64}$/);
    const stored = getDb().select().from(sessions).all();
    expect(stored.some((s) => s.id === token)).toBe(false);
  });

  it('validates a token to its user and refuses unknown or malformed tokens', () => {
    const { token } = createSession(userId);
    expect(validateSessionToken(token).user?.email).toBe('owner@example.com');
    expect(validateSessionToken('a'.repeat(32)).user).toBeNull();
    expect(validateSessionToken('not a token').user).toBeNull();
    expect(validateSessionToken(undefined).user).toBeNull();
  });

  it('expires after 30 days and deletes the expired row', () => {
    const now = new Date();
    const { token, session } = createSession(userId, now);
    expect(session.expiresAt.getTime() - now.getTime()).toBe(SESSION_LIFETIME_MS);
    expect(SESSION_LIFETIME_MS).toBe(30 * DAY);
    const later = new Date(now.getTime() + 30 * DAY + 1);
    expect(validateSessionToken(token, later).session).toBeNull();
    expect(
      getDb()
        .select()
        .from(sessions)
        .all()
        .some((s) => s.id === session.id),
    ).toBe(false);
  });

  it('slides the expiry forward only when fewer than 15 days remain', () => {
    const now = new Date();
    const { token, session } = createSession(userId, now);
    const after10Days = new Date(now.getTime() + 10 * DAY);
    expect(validateSessionToken(token, after10Days).session?.expiresAt.getTime()).toBe(session.expiresAt.getTime());
    const after16Days = new Date(now.getTime() + 16 * DAY);
    const renewed = validateSessionToken(token, after16Days).session!;
    expect(renewed.expiresAt.getTime()).toBe(after16Days.getTime() + 30 * DAY);
    // persisted, not just returned
    expect(validateSessionToken(token, new Date(now.getTime() + 40 * DAY)).session).not.toBeNull();
  });

  it('invalidates one session, or every session of a user', () => {
    const a = createSession(userId);
    const b = createSession(userId);
    invalidateSession(a.session.id);
    expect(validateSessionToken(a.token).session).toBeNull();
    expect(validateSessionToken(b.token).session).not.toBeNull();
    invalidateUserSessions(userId);
    expect(validateSessionToken(b.token).session).toBeNull();
  });
});

describe('expired-session sweep', () => {
  it('deletes only expired rows', async () => {
    const { deleteExpiredSessions } = await import('#src/features/accounts/server/sessions.queries.ts');
    const old = createSession(userId, new Date(Date.now() - 31 * DAY));
    const live = createSession(userId);
    expect(deleteExpiredSessions()).toBeGreaterThanOrEqual(1);
    const ids = getDb()
      .select()
      .from(sessions)
      .all()
      .map((s) => s.id);
    expect(ids).toContain(live.session.id);
    expect(ids).not.toContain(old.session.id);
  });
});
