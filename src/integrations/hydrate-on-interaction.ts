/**
 * `client:interaction`: hydrate an island on the visitor's first interaction with it (pointer, touch,
 * focus or key), instead of at load. The directory's search form uses it so the page loads without
 * running React at all (Lighthouse TBT), while the form itself works from the first moment as a
 * plain GET form.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export default function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
