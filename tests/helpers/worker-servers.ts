/**
 * One demo-data server per Vitest worker (the API files run in one thread per worker), started once for the whole run by the
 * API project's globalSetup (vitest.config.ts) and shared by the API files that only read (signing in is fine): they
 * would otherwise each start, migrate and seed their own. Files that write, count rows,
 * depend on rate limits or need other settings keep their own server (tests/helpers/server.ts). Runs in Vitest's main
 * process: test files ask for their worker's server with demoServerUrl() (tests/helpers/demo-server.ts).
 */
import type { TestProject } from 'vitest/node';
import { shareDemoTemplate } from './demo-template';
import { startServer, type TestServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    demoServerUrls: string[];
  }
}

export default async function startWorkerServers(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.config.maxWorkers ?? 1));
  // Before the workers start, so that they inherit its folder.
  const removeTemplate = shareDemoTemplate();
  const servers: TestServer[] = await Promise.all(Array.from({ length: workers }, () => startServer({ demoData: true })));
  project.provide(
    'demoServerUrls',
    servers.map((s) => s.url),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    removeTemplate();
  };
}
