/**
 * The total of connections the Node front lets visitors hold (src/serve/connection-limits.ts), below the process's
 * descriptor limit: with a small total, on a real server and real sockets from other loopback addresses, a new
 * address is refused once the total is reached while this machine (the monitor) still gets in, and the idle
 * connections are closed so that the next visitor finds room.
 */
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Logger } from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import { capConnections, connectionBudget, openFileLimit, reservedDescriptors } from '#src/serve/connection-limits.ts';

const PROC_LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            20000                524288               files
Max locked memory         8388608              8388608              bytes
`;

it('reads the soft descriptor limit and keeps a tenth of it (at least 128) in reserve', () => {
  expect(openFileLimit(PROC_LIMITS)).toBe(20_000);
  expect(openFileLimit('')).toBeUndefined();
  expect(connectionBudget(20_000)).toBe(18_000);
  expect(connectionBudget(1024)).toBe(1024 - 128);
  expect(reservedDescriptors(1024)).toBe(128);
  // This process's own limit, as the server reads it at start (Linux).
  expect(openFileLimit()).toBeGreaterThan(0);
});

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** A keep-alive request from `localAddress`; resolves true once answered, false when closed unanswered. */
function visit(port: number, localAddress: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    sockets.push(socket);
    socket.on('error', () => {});
    socket.once('data', () => resolve(true));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n'));
  });
}

/** A one-off request from this machine's own address, as a monitor on it sends. */
function monitor(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', reject)
      .end();
  });
}

it('past the total, a new address is refused, this machine still gets in, and idle connections make room', async () => {
  const warn = vi.fn();
  server = createServer({ keepAliveTimeout: 60_000 }, (_req, res) => res.end('ok'));
  capConnections(server, { warn } as unknown as Logger, { perAddress: 4, total: 6 });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  // Two addresses within their own share (4 each) fill the total of 6, and keep their connections idle.
  const held = [];
  for (const address of ['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3', '127.0.0.3']) {
    held.push(await visit(port, address));
  }
  expect(held).toEqual([true, true, true, true, true, true]);

  // A third address is refused, unanswered; the monitor on this machine gets in on the reserve.
  expect(await visit(port, '127.0.0.4')).toBe(false);
  expect(await monitor(port)).toBe(200);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![1]).toBe('[http] connection refused: the server holds as many connections as it allows');

  // The refusal closed the idle keep-alive connections: the next visitor finds room.
  await vi.waitFor(() => expect(sockets.slice(0, 6).every((s) => s.destroyed || s.readyState === 'closed')).toBe(true));
  expect(await visit(port, '127.0.0.4')).toBe(true);
});
