/**
 * For browser specs that write: a server of the spec file's own (startOwnersServer), started before its tests and
 * stopped after them; `take` receives it so the file keeps its own name for it.
 */
import { test } from '@playwright/test';
import { startOwnersServer } from './owners';
import type { TestServer } from './server';

export function useOwnersServer(take: (server: TestServer) => void, options: Parameters<typeof startOwnersServer>[0] = {}): void {
  let server: TestServer | undefined;
  test.beforeAll(async () => {
    server = await startOwnersServer(options);
    take(server);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
}
