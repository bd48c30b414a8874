/** useSite for browser specs: tests/helpers/site.ts started in the spec file's beforeAll and stopped in its afterAll. */
import { test } from '@playwright/test';
import { siteHooks } from './site';

export const useSite = siteHooks(
  (run) => test.beforeAll(run),
  (run) => test.afterAll(run),
);
