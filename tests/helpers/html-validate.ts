/** The project's html-validate rules and a readable list of what a page breaks (shared with `npm run check`). */
export { describeReport, htmlErrors, validator } from '#scripts/html-validator.ts';
