/**
 * SIGTERM (systemd stop, docker stop): the server stops accepting connections, finishes the request in
 * flight (its write is committed), closes idle keep-alive connections and exits 0.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '#scripts/spawn-server.ts';
import { testServerEnv } from '../../helpers/server';
import { waitFor } from '../../helpers/wait';

const dir = mkdtempSync(join(tmpdir(), 'graceful-stop-'));
const dbPath = join(dir, 'site.db');
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('finishes a request in flight after SIGTERM, commits its write, then exits 0', async () => {
  server = await spawnServer(testServerEnv(dir));
  const { url } = server;
  // An idle keep-alive connection must not hold the stop up.
  const keepAlive = new Agent({ keepAlive: true });
  const idle = await fetch(`${url}/healthz`, { keepalive: true });
  expect(idle.status).toBe(200);
  await new Promise<void>((resolve) =>
    request(`${url}/healthz`, { agent: keepAlive }, (r) => r.resume().on('end', resolve)).end(),
  );

  const body = JSON.stringify({
    name: 'Stop Test',
    email: 'stop@example.com',
    subject: 'Sent while the server stopped',
    message: 'This message was half sent when the server was told to stop.',
  });
  let stopped: Promise<void> | undefined;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      `${url}/api/contact`,
      {
        method: 'POST',
        // The server's 100 Continue says it has the request and is handling it: then the signal comes.
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: url,
          Expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on('error', reject);
    req.once('continue', () => {
      req.write(body.slice(0, 40));
      stopped = server!.kill('SIGTERM');
      void waitFor(() => server!.output().includes('SIGTERM: closing'), { what: 'the server to start closing' }).then(() =>
        req.end(body.slice(40)),
      );
    });
    req.flushHeaders();
  });
  const { status, text } = await answer;
  expect(status).toBe(201);
  expect(JSON.parse(text)).toHaveProperty('message');
  await stopped;
  expect(stopped).toBeDefined();
  expect(server.exitCode()).toBe(0);
  await expect(fetch(`${url}/healthz`)).rejects.toThrow();

  const db = new Database(dbPath, { readonly: true });
  try {
    expect(db.prepare("SELECT count(*) AS n FROM contact_messages WHERE email = 'stop@example.com'").get()).toEqual({ n: 1 });
  } finally {
    db.close();
  }
});
