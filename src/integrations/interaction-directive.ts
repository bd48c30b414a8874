/** Client side of `client:interaction` (see ./hydrate-on-interaction.ts): Astro bundles it for the browser. */
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'];

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;
