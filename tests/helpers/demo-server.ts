import { inject } from 'vitest';

/**
 * This worker's shared demo-data server (started by tests/helpers/worker-servers.ts). Only for files that read: what
 * one wrote, the others would see.
 */
export function demoServerUrl(): string {
  const urls = inject('demoServerUrls');
  // Vitest numbers its workers from 1 (VITEST_POOL_ID); each has a server of its own.
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}
