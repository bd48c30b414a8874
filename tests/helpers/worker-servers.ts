/**
 * One demo-data server per Vitest worker (the API files run in one thread per worker), started once for the whole run by the
 * API project's globalSetup (vitest.config.ts) and shared by the API files that only read (signing in is fine): they
 * would otherwise each start, migrate and seed their own. Files that write, count rows,
 * depend on rate limits or need other settings keep their own site (tests/helpers/site.ts). Runs in Vitest's main
 * process: test files ask for their worker's server with demoServerUrl() (tests/helpers/demo-server.ts).
 */
import type { TestProject } from 'vitest/node';
import { shareDemoTemplate } from './demo-template';
import { startSite, type Site } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    demoServerUrls: string[];
  }
}

export default async function startWorkerServers(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.config.maxWorkers ?? 1));
  // Before the workers start, so that they inherit its folder.
  const removeTemplate = shareDemoTemplate();
  const sites: Site[] = await Promise.all(Array.from({ length: workers }, () => startSite({ demo: true })));
  project.provide(
    'demoServerUrls',
    sites.map((s) => s.server.url),
  );
  return async () => {
    await Promise.all(sites.map((s) => s.stop()));
    removeTemplate();
  };
}
