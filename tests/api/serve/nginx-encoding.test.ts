/**
 * The coding nginx asks the origin for and keys its cache on (`map $http_accept_encoding $guide_encoding`,
 * deploy/nginx/http.conf), read straight from Debian's nginx: a coding refused with `q=0` is never chosen
 * (`br;q=0, gzip` was answered with brotli).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '#scripts/free-port.ts';
import { rawRequest } from '../../helpers/raw-request';
import { waitFor } from '../../helpers/wait';

const dir = mkdtempSync(join(tmpdir(), 'nginx-encoding-'));
let nginx: ChildProcess;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off; pid ${dir}/nginx.pid; error_log stderr warn;
events { worker_connections 64; }
http {
    access_log off; ${temp.join(' ')}
    include ${resolve('deploy/nginx/http.conf')};
    server { listen 127.0.0.1:${port}; location / { return 200 "[$guide_encoding]"; } }
}
`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: 'ignore' });
  await waitFor(
    () =>
      rawRequest(base, '/').then(
        () => true,
        () => false,
      ),
    { what: 'nginx to listen' },
  );
});
afterAll(() => {
  nginx?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

const chosen = async (acceptEncoding?: string) =>
  (await rawRequest(base, '/', { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } })).body;

it.each([
  ['br', '[br]'],
  ['gzip, deflate, br, zstd', '[br]'],
  ['gzip;q=1.0, br;q=0.5', '[br]'],
  ['BR;Q=0.001, gzip', '[br]'],
  ['br;q=0, gzip', '[gzip]'],
  ['BR;Q=0, gzip', '[gzip]'],
  ['br ; q=0.000, gzip', '[gzip]'],
  ['br;q=0., gzip;q=0.8', '[gzip]'],
  ['gzip', '[gzip]'],
  ['x-gzip', '[]'],
  ['brotli, gzip;q=0', '[]'],
  ['br;q=0, gzip;q=0', '[]'],
  ['identity', '[]'],
  ['', '[]'],
  [undefined, '[]'],
])('Accept-Encoding %j → %s', async (header, expected) => {
  expect(await chosen(header)).toBe(expected);
});
