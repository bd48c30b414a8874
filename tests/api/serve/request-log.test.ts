/**
 * What the logs say about a request whose path is a secret (src/serve/secret-paths.ts): real requests to the built
 * server, directly and through the reference nginx (deploy/nginx/http.conf's `log_format guide`), for every path on
 * the list however it is spelled; the secret appears in neither log, the route does.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startNginx, type StartedNginx } from '#scripts/nginx.ts';
import { SECRET_PATHS } from '#src/serve/secret-paths.ts';
import { rawRequest } from '../../helpers/raw-request';
import type { TestServer } from '../../helpers/server';
import { startSite } from '../../helpers/site';
import { waitFor } from '../../helpers/wait';

let origin: TestServer;
let nginx: StartedNginx;

beforeAll(async () => {
  ({ server: origin } = await startSite({ env: { TRUST_PROXY: 'true' } }));
  nginx = await startNginx({ upstream: origin.url });
});
afterAll(async () => {
  await nginx?.stop();
  await origin?.stop();
});

/** The spellings a visitor's browser, a mail scanner or a prober send for one secret path. */
function spellingsOf(example: string): string[] {
  return [example, `${example}?utm_source=mail`, `/${example}`, example.toUpperCase(), `${example}/`];
}

/** The origin's request lines (JSON, msg "request"). */
const requestLines = () =>
  origin
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"request'))
    .map((line) => JSON.parse(line) as { method: string; path: string; status: number });

it.each(SECRET_PATHS)('$route: neither the origin’s request log nor nginx’s access log holds the secret', async (secret) => {
  const token = secret.example.split('/').at(-1)!;
  const form = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin.url };
  for (const base of [origin.url, nginx.url]) {
    for (const path of spellingsOf(secret.example)) {
      const res = await rawRequest(base, path);
      expect(res.status, `${base}${path}`).toBeLessThan(500);
    }
    const post = await rawRequest(base, secret.example, { method: 'POST', headers: form, body: 'body=Hello+there' });
    expect(post.status).toBeLessThan(500);
  }
  // Each spelling and the post, sent directly and through nginx: that many lines at the origin, half as many at nginx.
  const count = 2 * (spellingsOf(secret.example).length + 1);
  await waitFor(() => requestLines().filter((line) => line.path === secret.route).length === count, {
    what: `${count} request lines naming ${secret.route}`,
  });
  expect(origin.output().toLowerCase()).not.toContain(token.toLowerCase());

  const access = nginx.accessLog();
  expect(access.split('\n').filter((line) => line.includes(` ${secret.route} HTTP/1.1"`))).toHaveLength(count / 2);
  expect(access.toLowerCase()).not.toContain(token.toLowerCase());
  // No query string either (it carries the other tokens).
  expect(access).not.toContain('utm_source');
});

it('other paths are logged as they came, without their query, by both', async () => {
  await rawRequest(origin.url, '/reset-password?token=secretresettoken');
  await rawRequest(nginx.url, '/reset-password?token=secretresettoken');
  await waitFor(() => requestLines().filter((line) => line.path === '/reset-password').length === 2, {
    what: 'two request lines for /reset-password',
  });
  expect(nginx.accessLog()).toMatch(/"GET \/reset-password HTTP\/1\.1" 200 \d+ /);
  expect(origin.output() + nginx.accessLog()).not.toContain('secretresettoken');
});
