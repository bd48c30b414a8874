/**
 * GET /healthz for uptime monitors and load balancers: 200 {"status":"ok"} when the database answers
 * a query and a write could start; 503 {"status":"unavailable"} when it does not answer, 503
 * {"status":"locked"} while another process holds its write lock (writes are being refused: see
 * src/platform/server/db/lock-wait.ts). The write probe takes the lock and gives it back at once, writing
 * nothing, and waits no longer than a write would. Never cached; no session or cookie work (the
 * middleware skips it).
 */
import type { APIRoute } from 'astro';
import { writesBlocked } from '#src/platform/server/db/busy.ts';
import { databaseAnswers } from '#src/platform/server/db/health.queries.ts';

export const prerender = false;

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

function databaseState(): 'ok' | 'locked' | 'unavailable' {
  try {
    if (!databaseAnswers()) return 'unavailable';
    return writesBlocked() ? 'locked' : 'ok';
  } catch {
    return 'unavailable'; // the write probe failed otherwise (a database file the server cannot write)
  }
}

export const GET: APIRoute = () => {
  const status = databaseState();
  return answer(status === 'ok' ? 200 : 503, { status });
};
export const HEAD: APIRoute = GET;
