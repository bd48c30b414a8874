/** `npm run build`: the Astro build and the compiled server entry, recording the settings baked in (see build-if-stale.mjs). */
import { build } from './build-if-stale.mjs';

build();
