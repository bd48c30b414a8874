/**
 * The static pages of sitemap.xml, derived from the routes Astro resolved (not a hand-kept list):
 * every page route of src/pages without parameters (not the injected /list-your-business alias), except
 * pages that always tell search engines `noindex` (read from the page's own source) and the signed-in and
 * account pages below, whose noindex comes from a shared frame. A new public page is in the sitemap as soon
 * as it exists. Read through the virtual module `virtual:sitemap-static-paths` (src/pages/sitemap.xml.ts).
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MODULE = 'virtual:sitemap-static-paths';
const RESOLVED = `\0${MODULE}`;

/** Pages whose frame (AuthShell, AccessDenied, the admin and dashboard layouts) says noindex. */
const NOT_LISTED = [
  /^\/404$/,
  /^\/(admin|dashboard)(\/|$)/,
  /^\/(login|logout|register|forgot-password|reset-password|verify-email)$/,
];

/** `noindex` given as a bare attribute or `noindex={true}`; a conditional one (the directory's) is indexable. */
const ALWAYS_NOINDEX = /\snoindex(?=[\s/>]|=\{true\})/;

export default function sitemapRoutes(): AstroIntegration {
  let root: URL;
  let paths: string[] = [];
  return {
    name: 'sitemap-routes',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = config.root;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'sitemap-static-paths',
                resolveId: (id: string) => (id === MODULE ? RESOLVED : undefined),
                load: (id: string) => (id === RESOLVED ? `export default ${JSON.stringify(paths)};` : undefined),
              },
            ],
          },
        });
      },
      'astro:routes:resolved': ({ routes }) => {
        paths = routes
          .filter((r) => r.type === 'page' && r.origin === 'project' && r.params.length === 0)
          .filter((r) => !NOT_LISTED.some((re) => re.test(r.pattern)))
          .filter((r) => !ALWAYS_NOINDEX.test(readFileSync(fileURLToPath(new URL(r.entrypoint, root)), 'utf8')))
          .map((r) => r.pattern)
          .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
      },
    },
  };
}
