/**
 * Points @astrojs/react's server renderer at react-ssr-fast-renderer.mjs, which wraps it (see there:
 * one synchronous render per React component instead of two streamed ones). The wrapper's own import
 * of the original resolves normally. Must come after `react()` in the integrations list.
 */
import { fileURLToPath } from 'node:url';

const ORIGINAL = '@astrojs/react/server.js';
const WRAPPER = fileURLToPath(new URL('./react-ssr-fast-renderer.mjs', import.meta.url));

/** @returns {import('astro').AstroIntegration} */
export default function reactSsrFast() {
  return {
    name: 'react-ssr-fast',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'react-ssr-fast',
                enforce: 'pre',
                resolveId(source, importer) {
                  if (source !== ORIGINAL || importer === WRAPPER) return null;
                  return WRAPPER;
                },
              },
            ],
          },
        });
      },
    },
  };
}
