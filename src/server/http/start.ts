/**
 * The production server (`npm start` runs it compiled, as dist/server/start.mjs, after building if
 * needed: src/cli/start.mjs): migrate, load demo data into a new database (unless DEMO_DATA=false),
 * then serve Astro's handler on HOST:PORT. Never wipes or re-seeds an existing database.
 */
// First: sets NODE_ENV=production before any other module (React above all) reads it.
import { loadedReactBuild } from '@/server/http/production-mode';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareDatabase } from '@/server/db/prepare-database';
import { env } from '@/server/env';
import { logger } from '@/server/log';
import { serverPidFile } from '@/server/ops/backup';
import { runShutdownHooks } from '@/server/ops/shutdown-hooks';
import { createHttpServer } from '@/server/http/http-server';
import { warmUp } from '@/server/http/warm-up';
import { registerBackgroundRenderer } from '@/server/http/background-render';
import { registerPageRenderer } from '@/server/cache/page-warming';
import { logUncaughtExceptions, routeConsoleToLog } from '@/server/console-to-log';

/** Where the build puts Astro's server bundle and the client files (src/cli/build-if-stale.mjs). */
const SERVER_ENTRY = 'dist/server/entry.mjs';
const CLIENT_DIR = 'dist/client';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
// Before Astro's bundle loads: whatever it, React or Node prints becomes a JSON log line (N8).
routeConsoleToLog();
logUncaughtExceptions();

const host = process.env.HOST?.trim() || '127.0.0.1';
const port = Number(process.env.PORT?.trim() || '4321');

await prepareDatabase(env.databasePath, {
  demoData: process.env.DEMO_DATA?.trim() !== 'false',
  uploadsDir: resolve(env.uploadsDir),
});

const entry = (await import(pathToFileURL(resolve(SERVER_ENTRY)).href)) as {
  handler: Parameters<typeof createHttpServer>[0];
};
const reactBuild = loadedReactBuild(resolve(SERVER_ENTRY));
if (reactBuild === 'development') {
  logger.error('[start] refusing to serve: the development build of React was loaded');
  process.exit(1);
}

const serverOptions = { https: env.isHttps, clientDir: resolve(CLIENT_DIR), trustedProxyHops: env.trustProxyHops };
// One server (the client build is read into memory once): warmed up on a private port, then listening.
// START_WARM_UP=false skips the warm-up: the test servers, most of which never show a page, start in half the time.
const server = createHttpServer(entry.handler, serverOptions);
if (process.env.START_WARM_UP?.trim() !== 'false') {
  const warmed = await warmUp(server);
  logger.info(
    `[start] warmed up (code loaded, search index built, ${warmed.rendered} directory pages rendered) in ${Math.round(warmed.ms)} ms`,
  );
}
server.listen(port, host, () => {
  registerBackgroundRenderer(server);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // Always written, whatever LOG_LEVEL says: operators and the tools that start the server
  // (src/cli/spawn-server.ts: tests, bench, Lighthouse) wait for this line.
  logger
    .child({}, { level: 'info' })
    .info(
      `[start] listening on http://${host}:${actualPort} (database ${env.databasePath}; NODE_ENV=${process.env.NODE_ENV}, React ${reactBuild} build)`,
    );
});

// `npm run restore` refuses while this file names a live process.
writeFileSync(serverPidFile(env.databasePath), `${process.pid}\n`);

/**
 * SIGTERM (systemd stop, docker stop): stop accepting, let in-flight requests finish (idle keep-alive
 * connections are closed at once), deliver due mail, close the database, exit. A stuck request cannot
 * hold the process past SHUTDOWN_GRACE_MS.
 */
const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`[start] ${signal}: closing`);
  setTimeout(() => {
    logger.error('[start] shutdown grace period over: exiting with requests still open');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  registerPageRenderer(); // no background render once closing
  server.close(async () => {
    await runShutdownHooks((message) => logger.info(`[start] shutdown: ${message}`));
    rmSync(serverPidFile(env.databasePath), { force: true });
    process.exit(0);
  });
  server.closeIdleConnections();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
