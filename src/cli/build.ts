/** `npm run build`: the Astro build, recording the settings it baked in (see build-if-stale.ts). */
import { build } from './build-if-stale';

build();
