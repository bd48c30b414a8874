/**
 * `npm start` is production, whatever the shell says: imported first by start.ts so NODE_ENV is set
 * before anything reads it (React picks its development or production build when it is first loaded;
 * the development one renders several times slower and must never serve visitors).
 */
import { createRequire } from 'node:module';

process.env.NODE_ENV = 'production';

export type ReactBuild = 'production' | 'development' | 'not loaded';

/**
 * Which React build the server bundle actually loaded: the CommonJS files React's entry points chose.
 * (`loaded` matters: Node's ESM loader pre-registers both branches in the cache when it scans exports.)
 */
export function loadedReactBuild(fromFile: string): ReactBuild {
  const require = createRequire(fromFile);
  const loaded = Object.entries(require.cache)
    .filter(([path, mod]) => mod?.loaded && /[/\\]node_modules[/\\]react(-dom)?[/\\]cjs[/\\]/.test(path))
    .map(([path]) => path);
  if (loaded.some((path) => path.includes('.development.'))) return 'development';
  return loaded.some((path) => path.includes('.production.')) ? 'production' : 'not loaded';
}
