/**
 * Work to finish before the process exits on SIGTERM (src/server/http/start.ts): queued mail, the database.
 * The hooks live under a global symbol because the code that registers them runs inside Astro's built
 * bundle while the HTTP server that shuts down is loaded separately (two copies of this module).
 */
type Hook = { name: string; order: number; run: () => unknown };

const KEY = Symbol.for('port-aransas.shutdown-hooks');
const hooks = ((globalThis as Record<symbol, Map<string, Hook>>)[KEY] ??= new Map<string, Hook>());

/** Lower `order` runs first (mail before the database it reads). Registering a name again replaces it. */
export function onShutdown(name: string, order: number, run: () => unknown): void {
  hooks.set(name, { name, order, run });
}

export async function runShutdownHooks(log: (message: string) => void): Promise<void> {
  for (const hook of [...hooks.values()].sort((a, b) => a.order - b.order)) {
    try {
      await hook.run();
      log(`${hook.name}: done`);
    } catch (error) {
      log(`${hook.name}: ${(error as Error).message}`);
    }
  }
}
