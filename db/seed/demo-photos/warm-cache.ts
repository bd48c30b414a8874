/**
 * Fills the demo photo cache (see ./index.ts). The build (src/cli/build-if-stale.ts) compiles this
 * file to dist/server/demo-photos.mjs and runs it, so the first demo server does not wait about a
 * minute for the pipeline.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PHOTO_CACHE, warmDemoPhotoCache } from './index';

const started = performance.now();
const { total, processed } = await warmDemoPhotoCache();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`[build] demo photos: ${processed} of ${total} processed in ${seconds} s (cache ${DEMO_PHOTO_CACHE})`);
