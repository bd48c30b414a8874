/**
 * One host cannot hold the server's connections. Real sockets from other loopback addresses play
 * other hosts (127.0.0.2 the greedy one, 127.0.0.3 a new visitor): past the per-address cap a host's
 * connections are closed unanswered while everyone else still gets in; a connection that never finishes
 * its headers (slowloris) is closed by the header timeout. Behind TRUST_PROXY every connection is the
 * proxy's and none is refused.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CONNECTIONS_PER_ADDRESS, TIMEOUTS } from '#src/serve/connection-limits.ts';
import { rawRequest } from '../../helpers/raw-request';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { waitFor } from '../../helpers/wait';

interface Held {
  socket: Socket;
  /** The server answered (the connection was let in), rather than closing it unanswered. */
  answered: boolean;
  /** Everything the server sent on it so far. */
  received: () => string;
  closed: Promise<void>;
}

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy();
});

/**
 * Connects from `localAddress` and sends `request`; resolves at the first byte of an answer, or when
 * the server closes the connection without one (with `expectAnswer: false`, at once: slowloris).
 */
function openConnection(server: TestServer, localAddress: string, request: string, expectAnswer = true): Promise<Held> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress });
    open.push(socket);
    let text = '';
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    const held = (answered: boolean): Held => ({ socket, answered, received: () => text, closed });
    socket.on('error', () => {}); // a refused connection may end in a reset
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      resolve(held(true));
    });
    void closed.then(() => resolve(held(false)));
    socket.once('connect', () => {
      socket.write(request);
      if (!expectAnswer) resolve(held(false));
    });
  });
}

/** A visitor's connection left idle after its request (keep-alive), as a browser leaves it. */
const KEEP_ALIVE_REQUEST = 'GET /favicon.svg HTTP/1.1\r\nHost: guide.test\r\n\r\n';

/** Opens `count` connections from one address, one after another, as a host holding them would. */
async function holdMany(server: TestServer, localAddress: string, count: number): Promise<Held[]> {
  const held: Held[] = [];
  for (let i = 0; i < count; i++) held.push(await openConnection(server, localAddress, KEEP_ALIVE_REQUEST));
  return held;
}

const healthFrom = async (server: TestServer, localAddress: string) =>
  (await rawRequest(server.url, '/healthz', { localAddress })).status;

describe('without a trusted proxy', () => {
  let server: TestServer;
  useSite((site) => ({ server } = site));

  it(`one address holds at most ${MAX_CONNECTIONS_PER_ADDRESS} connections; other addresses still get in`, async () => {
    const extra = 40;
    const held = await holdMany(server, '127.0.0.2', MAX_CONNECTIONS_PER_ADDRESS + extra);
    const answered = held.filter((h) => h.answered);
    expect(answered.length).toBe(MAX_CONNECTIONS_PER_ADDRESS);
    // The ones past the cap, and only those, were closed without an answer.
    expect(held.slice(MAX_CONNECTIONS_PER_ADDRESS).every((h) => !h.answered)).toBe(true);

    // A new visitor from another address gets in while the first one holds its connections.
    expect(await healthFrom(server, '127.0.0.3')).toBe(200);
    expect((await openConnection(server, '127.0.0.2', KEEP_ALIVE_REQUEST)).answered).toBe(false);

    // Once the greedy host lets go of some, it gets in again (as soon as the server has seen them close).
    for (const h of answered.slice(0, 10)) h.socket.destroy();
    await Promise.all(answered.slice(0, 10).map((h) => h.closed));
    await waitFor(async () => (await openConnection(server, '127.0.0.2', KEEP_ALIVE_REQUEST)).answered, {
      what: 'a connection from 127.0.0.2 after it closed ten',
    });
    expect(await healthFrom(server, '127.0.0.2')).toBe(200);

    // Operators get one warning for the episode, naming the address (docs/deployment.md: alert on it).
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => line.includes('[http] connection refused'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, address: '127.0.0.2', open: MAX_CONNECTIONS_PER_ADDRESS });
  });

  it(
    'a connection that never finishes its headers (slowloris) is closed by the header timeout, and its slot freed',
    async () => {
      // Half-sent requests filling the address's share (opened at once: the server accepts them in the
      // order they connected, all well inside the timeout): the next connection from it is refused …
      const slow = await Promise.all(
        Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () =>
          openConnection(server, '127.0.0.4', 'GET / HTTP/1.1\r\nHost: guide.test\r\n', false),
        ),
      );
      expect((await openConnection(server, '127.0.0.4', KEEP_ALIVE_REQUEST)).answered).toBe(false);
      expect(await healthFrom(server, '127.0.0.3')).toBe(200);
      // … until the header timeout (TIMEOUTS.headersTimeout, checked every connectionsCheckingInterval)
      // answers each 408 and closes it. The test's own timeout is the hang guard.
      await Promise.all(slow.map((s) => s.closed));
      for (const s of slow) expect(s.received()).toMatch(/^HTTP\/1\.1 408 /);
      // The server counts a slot free once it has seen the connection close, which may come just after the client
      // saw it: the first attempt can still be refused.
      const status = await waitFor(() => healthFrom(server, '127.0.0.4').catch(() => undefined), {
        what: 'an answer to 127.0.0.4 once its half-sent requests were closed',
      });
      expect(status).toBe(200);
    },
    30_000 + TIMEOUTS.headersTimeout,
  );
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let server: TestServer;
  useSite((site) => ({ server } = site), { env: { TRUST_PROXY: 'true' } });

  it('the proxy’s connections are never refused: it limits each client itself', async () => {
    const held = await holdMany(server, '127.0.0.2', MAX_CONNECTIONS_PER_ADDRESS + 40);
    expect(held.filter((h) => !h.answered)).toHaveLength(0);
    expect(server.output()).not.toContain('[http] connection refused');
  });
});
