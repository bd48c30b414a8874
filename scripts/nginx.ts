/**
 * Starts Debian's nginx as a child process in front of a running origin, on a free loopback port, with the
 * same cache rules as deploy/nginx.conf (deploy/nginx/http.conf and cache.conf) over plain HTTP. Its prefix,
 * pid file, temp and cache directories live in a fresh temporary directory that `stop()` removes.
 * Used by the nginx cache tests and `npm run bench`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/** Debian's nginx (.ci/run installs it). */
const NGINX_BINARY = '/usr/sbin/nginx';

const DEPLOY_DIR = fileURLToPath(new URL('../deploy/nginx', import.meta.url));

export interface StartedNginx {
  url: string;
  /** The master process id. */
  pid: number;
  /** The proxy_cache directory (entries appear here once stored). */
  cacheDir: string;
  /** Everything nginx wrote to its error log so far. */
  errorLog: () => string;
  /** Its access log so far, in the reference format (`log_format guide`, deploy/nginx/http.conf). */
  accessLog: () => string;
  stop: () => Promise<void>;
}

export interface NginxOptions {
  /** The origin, e.g. http://127.0.0.1:4321. */
  upstream: string;
  /** nginx worker processes (default: one per core, as Debian's own nginx.conf). */
  workers?: number | 'auto';
  timeoutMs?: number;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolveAccepts) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });
}

function config(dir: string, port: number, upstream: URL, workers: number | 'auto'): string {
  const path = (name: string) => join(dir, name);
  // Running as root, workers would switch to "nobody" and could not write the temporary cache directory.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes ${workers};
daemon off;
pid ${path('nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
    # As Debian's own nginx.conf, which deploy/nginx.conf is included into.
    sendfile on;
    tcp_nopush on;
    client_body_temp_path ${path('client_body')};
    proxy_temp_path ${path('proxy_temp')};
    fastcgi_temp_path ${path('fastcgi_temp')};
    uwsgi_temp_path ${path('uwsgi_temp')};
    scgi_temp_path ${path('scgi_temp')};

    include ${join(DEPLOY_DIR, 'http.conf')};
    access_log ${path('access.log')} guide;

    upstream guide_origin {
        server ${upstream.host};
        keepalive 32;
    }
    proxy_cache_path ${path('cache')} levels=1:2 keys_zone=guide:20m max_size=1g inactive=1d use_temp_path=off;

    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        location / {
            include ${join(DEPLOY_DIR, 'cache.conf')};
        }
    }
}
`;
}

async function startOnce(options: NginxOptions, port: number): Promise<StartedNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const cacheDir = join(dir, 'cache');
  mkdirSync(cacheDir);
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, config(dir, port, new URL(options.upstream), options.workers ?? 'auto'));

  const child = spawn(NGINX_BINARY, ['-p', dir, '-c', confPath, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });

  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (!(await accepts(port))) {
    if (!running() || Date.now() > deadline) {
      if (running()) child.kill('SIGKILL');
      await exited;
      cleanUp();
      throw new Error(`nginx did not start on port ${port}:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    cacheDir,
    errorLog: () => log,
    accessLog: () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : ''),
    stop: async () => {
      if (running()) {
        child.kill('SIGTERM');
        await exited;
      }
      cleanUp();
    },
  };
}

/** Starts nginx in front of `upstream`; fails with a clear message when nginx is not installed. */
export async function startNginx(options: NginxOptions): Promise<StartedNginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`nginx is not installed at ${NGINX_BINARY}: run "apt-get install -y nginx" (.ci/run does it)`);
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      lastError = error;
      // nginx cannot listen on port 0: another process took the port between our check and its bind, try another.
      if (!String(error).includes('Address already in use')) throw error;
    }
  }
  throw lastError;
}
