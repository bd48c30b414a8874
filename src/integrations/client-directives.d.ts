import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first pointer, touch, focus or key interaction (src/integrations/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}
