/**
 * For API files, or describe blocks, with a server of their own: started before their tests, stopped after them;
 * `take` receives it so the file keeps its own name for it.
 */
import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from './server';

export function useServer(take: (server: TestServer) => void, options: Parameters<typeof startServer>[0] = {}): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    take(server);
  });
  afterAll(() => server?.stop());
}
