/**
 * Durability: killing the server (SIGKILL) in the middle of concurrent writes loses no
 * write it had acknowledged. SQLite runs in WAL mode; a committed transaction survives a process crash.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '#scripts/spawn-server.ts';
import { Client } from '../../helpers/http';
import { testServerEnv } from '../../helpers/server';

const dir = mkdtempSync(join(tmpdir(), 'durability-'));
const env = testServerEnv(dir, { demoData: true });
const running: SpawnedServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function adminClient(server: SpawnedServer): Promise<Client> {
  const client = new Client(server.url);
  const login = await client.post('/api/login', { email: 'admin@example.com', password: 'portaransas-demo' });
  expect(login.status).toBe(200);
  return client;
}

describe('durability', () => {
  it('keeps every acknowledged write after SIGKILL during concurrent writes', async () => {
    const first = await spawnServer(env, { timeoutMs: 60_000 });
    running.push(first);
    const admin = await adminClient(first);
    const list = await admin.get<{ id: number; approved: boolean }[]>('/api/admin/businesses');
    const approved = list.body.filter((b) => b.approved).map((b) => b.id);
    expect(approved.length).toBeGreaterThan(20);

    // Reject every approved listing at once; kill the server as soon as a few have been acknowledged.
    const acknowledged: number[] = [];
    let killed = false;
    const writes = approved.map(async (id) => {
      try {
        const res = await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: false });
        if (res.status === 200 && !killed) acknowledged.push(id);
        if (acknowledged.length >= 5 && !killed) {
          killed = true;
          await first.kill('SIGKILL');
        }
      } catch {
        // The connection died with the server: this write was never acknowledged.
      }
    });
    await Promise.all(writes);
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    const second = await spawnServer(env, { timeoutMs: 60_000 });
    running.push(second);
    const after = await (await adminClient(second)).get<{ id: number; approved: boolean }[]>('/api/admin/businesses');
    const state = new Map(after.body.map((b) => [b.id, b.approved]));
    for (const id of acknowledged) expect(state.get(id), `business ${id}`).toBe(false);
  });
});
