/**
 * The spec names two addresses for the one signup form, /business-signup and /list-your-business.
 * Both answer 200 with the same page: the second is injected with the first's file as its entrypoint,
 * so there is one page file and no copy to keep in step.
 */
import type { AstroIntegration } from 'astro';

export default function signupAlias(): AstroIntegration {
  return {
    name: 'signup-alias',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({ pattern: '/list-your-business', entrypoint: './src/pages/business-signup.astro', prerender: false });
      },
    },
  };
}
