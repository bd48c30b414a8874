/** useSite for Vitest files: tests/helpers/site.ts started in the file's beforeAll and stopped in its afterAll. */
import { afterAll, beforeAll } from 'vitest';
import { siteHooks } from './site';

export const useSite = siteHooks(beforeAll, afterAll);
