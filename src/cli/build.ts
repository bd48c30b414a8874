/**
 * `npm run build`: `astro build`, then the demo photo cache, then a record of the site settings baked into the
 * prerendered pages, so that `npm start` knows when a build is stale (all three in build-if-stale.ts).
 */
import { build } from './build-if-stale.ts';

build();
