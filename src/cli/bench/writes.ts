/**
 * The writes of the mixed workload: a sign-in every 2 s (inside the login rate limit, so each one runs
 * Argon2 and writes a session) and an admin approval every 3 s (a write to businesses, which empties
 * the response caches and patches the search index), timed while the read load runs.
 */
import type { BenchDatabase } from './database';

export interface WriteStats {
  logins: number[];
  approvals: number[];
  failures: string[];
}

async function signIn(base: string, admin: BenchDatabase['admin']): Promise<{ ok: boolean; cookie: string; status: number }> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { ok: response.ok, cookie, status: response.status };
}

/**
 * The admin's session for the approvals, signed in before the read load starts: under load a sign-in
 * can take seconds, and one taken inside the row left a short run with no writes at all.
 */
export async function adminSession(base: string, db: BenchDatabase): Promise<string> {
  const first = await signIn(base, db.admin);
  if (!first.ok) throw new Error(`admin sign-in failed: ${first.status}`);
  return first.cookie;
}

/** Runs until `signal` aborts; returns the latency of every write. */
export async function runWrites(base: string, db: BenchDatabase, adminCookie: string, signal: AbortSignal): Promise<WriteStats> {
  const stats: WriteStats = { logins: [], approvals: [], failures: [] };
  const pending = [...db.pendingIds];

  const timed = async (into: number[], label: string, act: () => Promise<{ ok: boolean; status: number }>) => {
    const start = performance.now();
    const result = await act();
    if (result.ok) into.push(performance.now() - start);
    else stats.failures.push(`${label}: ${result.status}`);
  };
  const every = (ms: number, task: () => Promise<void>) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      let running = Promise.resolve();
      const timer = setInterval(
        () => (running = running.then(task).catch((e: unknown) => void stats.failures.push(String(e)))),
        ms,
      );
      signal.addEventListener('abort', () => {
        clearInterval(timer);
        void running.then(resolve);
      });
    });

  await Promise.all([
    every(2_000, () => timed(stats.logins, 'login', () => signIn(base, db.admin))),
    every(3_000, async () => {
      const id = pending.shift();
      if (id === undefined) return;
      await timed(stats.approvals, 'approval', async () => {
        const response = await fetch(`${base}/api/admin/businesses/${id}/approve`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: base, cookie: adminCookie },
          body: JSON.stringify({ approved: true }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        return response;
      });
    }),
  ]);
  return stats;
}
