/**
 * Astro's CSP support (experimental.csp) hashes every inlined style and script of a page on every
 * render, through WebCrypto (`crypto.subtle.digest`): about a tenth of an on-demand page's CPU in
 * the profiles, for inputs that are the same few strings of the build every time. This build step
 * wraps Astro's `generateCspDigest` (astro/dist/core/encryption.js) in a memo keyed on the algorithm
 * and the exact text, so each distinct style or script is hashed once per process. The digests are
 * the same; only the repetition goes.
 *
 * If an Astro upgrade renames or reshapes the function, the build says so and leaves Astro as it is.
 */
const FILE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const ORIGINAL = 'async function generateCspDigest(data, algorithm) {';
/** Distinct inputs per process: the build's inlined styles and scripts, a few dozen; bounded anyway. */
const LIMIT = 2000;

const MEMO = `
const cspDigestMemo = new Map();
let cspDigestMemoSize = 0;
function generateCspDigest(data, algorithm) {
  let byData = cspDigestMemo.get(algorithm);
  if (!byData) cspDigestMemo.set(algorithm, (byData = new Map()));
  let digest = byData.get(data);
  if (digest === undefined) {
    if (++cspDigestMemoSize > ${LIMIT}) {
      cspDigestMemo.clear();
      cspDigestMemoSize = 1;
      cspDigestMemo.set(algorithm, (byData = new Map()));
    }
    digest = computeCspDigest(data, algorithm);
    digest.catch(() => byData.delete(data));
    byData.set(data, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`;

/** @returns {import('astro').AstroIntegration} */
export default function cspDigestMemo() {
  return {
    name: 'csp-digest-memo',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'csp-digest-memo',
                enforce: 'pre',
                transform(code, id) {
                  if (!FILE.test(id)) return undefined;
                  if (!code.includes(ORIGINAL)) {
                    logger.warn(`generateCspDigest not found in ${id}: CSP digests stay per render`);
                    return undefined;
                  }
                  return { code: code.replace(ORIGINAL, MEMO), map: null };
                },
              },
            ],
          },
        });
      },
    },
  };
}
