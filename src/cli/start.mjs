/**
 * `npm start`: build when dist/ is missing or stale, then run the compiled production server
 * (src/server/http/start.ts, built to dist/server/start.mjs) in this same process.
 *
 * Plain JavaScript run by plain `node`, so the server runs without a TypeScript loader: one registered
 * with tsx would stay for the process's whole life and every dynamic import Astro makes per request
 * would make a round-trip through it.
 */
// First: reads .env (if any) and stops on an invalid setting, before anything is built or loaded.
import '../server/startup-env.mjs';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, SERVER_START } from './build-if-stale.mjs';

if (process.env.SKIP_BUILD !== 'true') buildIfStale();
if (!existsSync(SERVER_START)) {
  console.error(`[start] ${SERVER_START} is missing: run \`npm run build\` (or start without SKIP_BUILD=true)`);
  process.exit(1);
}
// Production whatever the shell says, before the compiled server's packages load (its own first
// import sets it too, but a bundle's package imports are evaluated before any of its own code).
process.env.NODE_ENV = 'production';
await import(pathToFileURL(resolve(SERVER_START)).href);
