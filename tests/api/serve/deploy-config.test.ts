/**
 * The reference deployment files as an operator installs them: deploy/nginx.conf with deploy/nginx/*.conf, and the
 * worker settings its comment requires, pass `nginx -t` (Debian's nginx, with a throw-away certificate in place of
 * Let's Encrypt's); deploy/nftables.conf passes `nft -c` and, loaded in a network namespace of the test's own, caps
 * one address's connections; deploy/release.sh passes shellcheck. .ci/run installs the three tools.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'deploy-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const reference = readFileSync('deploy/nginx.conf', 'utf8');

/** The main-context lines deploy/nginx.conf's comment asks for in /etc/nginx/nginx.conf. */
function requiredMainSettings(): string[] {
  return [...reference.matchAll(/^#\s{5}((?:worker_|events)[^#\n]*;\s*\}?)/gm)].map(([, line]) => line!.trim());
}

it('deploy/nginx.conf, as installed beside the worker settings it requires, passes nginx -t', () => {
  const settings = requiredMainSettings();
  expect(settings.join('\n')).toMatch(/worker_processes auto;[\s\S]*worker_rlimit_nofile \d+;[\s\S]*worker_connections \d+;/);
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=your.domain',
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  const site = reference
    .replaceAll('/etc/nginx/guide/', `${resolve('deploy/nginx')}/`)
    .replaceAll('/etc/letsencrypt/live/your.domain/', `${dir}/`)
    .replaceAll('/var/cache/nginx/guide', join(dir, 'cache'))
    .replaceAll('/var/log/nginx/', `${dir}/`);
  writeFileSync(join(dir, 'guide.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${settings.join('\n')}
pid ${dir}/nginx.pid;
error_log stderr;
http {
    client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
    include ${dir}/guide.conf;
}
`,
  );
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    encoding: 'utf8',
  });
  expect(check.stderr).toContain('test is successful');
  expect(check.status).toBe(0);
});

it('deploy/nftables.conf passes nft -c and caps connections per address on the web ports', () => {
  const check = spawnSync('/usr/sbin/nft', ['-c', '-f', 'deploy/nftables.conf'], { encoding: 'utf8' });
  expect(check.error, 'nft is not installed: apt-get install nftables (.ci/run does it)').toBeUndefined();
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  const rules = readFileSync('deploy/nftables.conf', 'utf8');
  expect(rules).toMatch(/tcp dport \{ 80, 443 \} ct state new add @clients4 \{ ip saddr ct count over 256 \}/);
  expect(rules).toMatch(/ip6 saddr & ffff:ffff:ffff:ffff:: ct count over 256/);
});

/**
 * Run inside a private network namespace: a listener on port 80, then 300 half-sent connections from 127.0.0.2 (the
 * flood that locked the reference nginx) and 5 from 127.0.0.3, each waiting for the connection to open or be reset.
 */
const FLOOD = `
import { createServer, connect } from 'node:net';
const server = createServer((socket) => socket.on('error', () => {}));
await new Promise((listening) => server.listen(80, '127.0.0.1', listening));
async function open(localAddress, count) {
  const result = { open: 0, reset: 0 };
  for (let i = 0; i < count; i++) {
    await new Promise((settled) => {
      const socket = connect({ host: '127.0.0.1', port: 80, localAddress });
      socket.once('connect', () => { result.open++; socket.write('GET / HTTP/1.1\\r\\nHost: x\\r\\n'); settled(); });
      socket.once('error', () => { result.reset++; settled(); });
    });
  }
  return result;
}
const greedy = await open('127.0.0.2', 300);
const other = await open('127.0.0.3', 5);
console.log(JSON.stringify({ greedy, other }));
process.exit(0);
`;

// A network namespace of its own needs root (as .ci/run runs); the machine's own firewall is never touched.
it.skipIf(process.getuid?.() !== 0)(
  'the nftables rule, loaded in a private network namespace, holds one address to 256 connections and lets others in',
  () => {
    writeFileSync(join(dir, 'flood.mjs'), FLOOD);
    const run = spawnSync(
      '/usr/bin/unshare',
      [
        '--net',
        'sh',
        '-c',
        `/usr/sbin/ip link set lo up && /usr/sbin/nft -f deploy/nftables.conf && "${process.execPath}" "${join(dir, 'flood.mjs')}"`,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ greedy: { open: 256, reset: 44 }, other: { open: 5, reset: 0 } });
  },
);

it('deploy/release.sh passes shellcheck', () => {
  const check = spawnSync('/usr/bin/shellcheck', ['deploy/release.sh'], { encoding: 'utf8' });
  expect(check.error, 'shellcheck is not installed: apt-get install shellcheck (.ci/run does it)').toBeUndefined();
  expect(check.stdout).toBe('');
  expect(check.status).toBe(0);
});
