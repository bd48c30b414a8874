/**
 * A cheaper server render of React components in Astro pages (issue 17: render-path CPU).
 *
 * @astrojs/react renders every React component of a page twice: its `check` renders a probe (a
 * component that calls the real one) through `renderToReadableStream` to learn whether the component
 * is React at all, and then the component itself is rendered through `renderToReadableStream` and
 * read back chunk by chunk with a TextDecoder. A business page has a dozen such components (its
 * cards, its forms' alerts, the header's weather island): about a tenth of its CPU went to web
 * streams and promises around renders that are synchronous.
 *
 * This renderer wraps @astrojs/react's (react-ssr-fast.mjs points the renderer's server entry
 * here; this module imports the original): `check` is remembered per component (a function that
 * rendered as React once is React for the life of the process), and a component with no children,
 * no slots and no form action state is rendered with `renderToString`, synchronously, into the same
 * markup. Everything else (slots, children, actions) goes to the original unchanged. The site uses
 * no Suspense on the server, where the two renderers would differ.
 *
 * `identifierPrefix` (React's useId prefix and the island's `prefix` attribute) comes from this
 * module's own counter per page, `s0`, `s1`…, so it never collides with the original's `r0`, `r1`…
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import original from '@astrojs/react/server.js';

/** Functions known to be React components (check() said so once). */
const reactComponents = new WeakSet();
/** Per page render (Astro's `result`): the next identifier prefix number. */
const prefixes = new WeakMap();

/** @this {{ result?: object } | undefined} */
async function check(Component, props, children) {
  if (typeof Component === 'function' && reactComponents.has(Component)) return true;
  const isReact = await original.check.call(this, Component, props, children);
  if (isReact && typeof Component === 'function') reactComponents.add(Component);
  return isReact;
}

function nextPrefix(result) {
  if (!result) return undefined;
  const n = prefixes.get(result) ?? 0;
  prefixes.set(result, n + 1);
  return `s${n}`;
}

/** @this {{ result?: { actionResult?: unknown } } | undefined} */
async function renderToStaticMarkup(Component, props, slotted, metadata) {
  const { default: children, ...slots } = slotted ?? {};
  const simple = children == null && props.children == null && Object.keys(slots).length === 0 && !this?.result?.actionResult;
  if (!simple) return original.renderToStaticMarkup.call(this, Component, props, slotted, metadata);
  const prefix = nextPrefix(this?.result);
  // As the original: `class` is Astro's, not the component's.
  const { class: _class, ...componentProps } = props;
  const html = renderToString(createElement(Component, componentProps), { identifierPrefix: prefix });
  return { html, attrs: { prefix } };
}

export default { ...original, check, renderToStaticMarkup };
