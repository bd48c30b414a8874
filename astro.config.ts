import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import hydrateOnInteraction from '#src/integrations/hydrate-on-interaction.ts';
import precompress from '#src/integrations/precompress.ts';
import signupAlias from '#src/integrations/signup-alias.ts';
import sitemapRoutes from '#src/integrations/sitemap-routes.ts';

// SITE_URL at build time only sets Astro.site (absolute canonical URLs on prerendered pages);
// on-demand pages read it at runtime through src/config/env.ts.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'static',
  // Middleware mode: src/serve/server.ts serves the client build and adds the headers and limits
  // that standalone mode has no options for.
  // Pages and React components render to a string, not a stream: the ETag (src/platform/server/http/cache-policy.ts)
  // needs the whole page before the first byte anyway, and streaming cost a fifth or more of each render's CPU.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [
    react({ experimentalDisableStreaming: true }),
    hydrateOnInteraction(),
    precompress(),
    signupAlias(),
    sitemapRoutes(),
  ],
  trailingSlash: 'never',
  // Astro 7 collapses whitespace the JSX way by default, dropping the space between words and elements on separate
  // source lines ("Businesses (1)" became "Businesses(1)"); `true` removes only what cannot change the rendering.
  compressHTML: true,
  build: { format: 'directory', inlineStylesheets: 'auto' }, // the node adapter serves prerendered pages as dir/index.html only
  security: {
    checkOrigin: false, // our middleware checks Origin on every non-GET, JSON included
    // Any host: the HTTP layer (src/serve/client-address.ts) leaves only the forwarding headers it decided on,
    // and Astro ignores X-Forwarded-For (every visitor would be the socket's address) until a host is allowed.
    allowedDomains: [{}],
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        "connect-src 'self'",
        // Listing videos: only the privacy-enhanced players, loaded on click (src/features/listings/video.ts).
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https://checkout.stripe.com",
      ],
    },
  },
  // Astro's image endpoint (on-demand resizing at /_image, for any image, for anyone) is replaced by a 404: no page
  // uses it. The route stays Astro's, so every spelling its router accepts meets the same answer.
  image: { endpoint: { route: '/_image', entrypoint: './src/integrations/no-image-endpoint.ts' } },
  prefetch: false,
  // Shiki colours code with inline styles, which the CSP above refuses; the site's markdown has no code blocks.
  markdown: { syntaxHighlight: false },
  server: { host: '127.0.0.1', port: 4321 },
  vite: {
    plugins: [tailwindcss()],
    ssr: {
      external: ['better-sqlite3', '@node-rs/argon2'],
      // Bundled: loaded from node_modules, drizzle-orm cost the server about a second of CPU at every start (Node
      // parses its 180 kB package.json once for each of its files).
      noExternal: ['drizzle-orm'],
    },
  },
});
