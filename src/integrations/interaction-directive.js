/** Client side of `client:interaction` (see hydrate-on-interaction.mjs). */
const EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'];

export default (load, _options, el) => {
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
