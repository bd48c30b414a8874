/** `npm run build`: the Astro build and the compiled server entry, recording the settings baked in (see build-if-stale.ts). */
import { build } from './build-if-stale.ts';

build();
