/**
 * The project's html-validate rules (.htmlvalidate.json) and a readable list of what a page breaks: used by the
 * on-demand page check (scripts/validate-pages.ts) and by the tests (tests/helpers/html-validate.ts).
 */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { readFileSync } from 'node:fs';

// The project's rules, loaded explicitly: a config searched for from a page's path may not be found.
export const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));

export const describeReport = (report: Awaited<ReturnType<HtmlValidate['validateString']>>) =>
  report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`));

/** Every error html-validate finds in a page's markup ([] when valid). */
export const htmlErrors = async (html: string) => describeReport(await validator.validateString(html));
