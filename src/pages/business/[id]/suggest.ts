/** The former "Suggest an edit" address: leads to the fix page (src/features/suggestions/server/fix-page-redirect.ts). */
export { toFixPage as ALL } from '#src/features/suggestions/server/fix-page-redirect.ts';

export const prerender = false;
