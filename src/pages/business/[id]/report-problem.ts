/** The former "Report a problem" address: leads to the fix page (src/features/suggestions/server/fix-page-redirect.ts). */
export { toFixPage as ALL } from '#src/features/suggestions/server/fix-page-redirect.ts';

export const prerender = false;
