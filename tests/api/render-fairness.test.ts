/**
 * Visitors who connect while the server is busy are served in their turn (src/server/http/render-queue.ts).
 * libuv accepts one new connection per turn of the event loop; when every turn rendered all the
 * requests read in it, the visitors already connected were served again and again while a new one
 * waited dozens of turns (seconds) to be let in. Counted in answers, not measured in time: how many
 * answers the busy visitors got while each newcomer waited.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

const BUSY = 16;
const NEWCOMERS = 16;

describe('render fairness under load', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ demoData: true });
  });
  afterAll(() => server?.stop());

  it('lets visitors who connect during a burst in within a few renders, not after every busy visitor has been served again and again', async () => {
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: BUSY });
    let answered = 0;
    let seq = 0;
    let stop = false;
    // Every request a different search: a render each, never a cache hit.
    const get = (agent: http.Agent | false, path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${server.url}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    const busy = Array.from({ length: BUSY }, async () => {
      while (!stop) {
        expect(await get(busyAgent, `/business-directory?q=fish&busy=${seq++}`)).toBe(200);
        answered++;
      }
    });
    try {
      // The busy visitors are being served back to back.
      while (answered < BUSY * 4) await new Promise((resolve) => setTimeout(resolve, 5));
      const waited = await Promise.all(
        Array.from({ length: NEWCOMERS }, async (_, i) => {
          const before = answered;
          // A connection of its own, opened now.
          expect(await get(false, `/business-directory?q=grill&newcomer=${i}`)).toBe(200);
          return answered - before;
        }),
      );
      // In turn: the requests already waiting, plus one turn per newcomer let in before it. Before the
      // queue, the last newcomer waited for 280 answers (each turn served every busy visitor again).
      expect(Math.max(...waited)).toBeLessThanOrEqual(BUSY + 2 * NEWCOMERS + 16);
    } finally {
      stop = true;
      await Promise.all(busy);
      busyAgent.destroy();
    }
  });
});
