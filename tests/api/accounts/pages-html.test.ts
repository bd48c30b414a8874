/** html-validate (the project's rules) on every account page, in each of its server-rendered states. */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '#seed/index.ts';
import { signIn } from '../../helpers/accounts';
import { Client } from '../../helpers/http';
import { demoServerUrl } from '../../helpers/demo-server';

const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
/**
 * Two findings come from the frameworks, not from our markup, and are filtered out here:
 * Astro writes its island `<style>` before the first island (inside <body>), and React's server
 * renderer writes attribute names as camelCase (`autoComplete`, `maxLength`), which HTML accepts
 * (attribute names are case-insensitive).
 */
const frameworkNoise = (message: string) =>
  /^element-permitted-content .*<style> element is not permitted/.test(message) ||
  /^attr-case .*"(autoComplete|maxLength|minLength|noValidate|colSpan)"/.test(message);

const server = { url: demoServerUrl() };
let owner: Client;
let admin: Client;

beforeAll(async () => {
  owner = new Client(server.url);
  await signIn(owner, demoAccounts.owner.email, DEMO_PASSWORD);
  admin = new Client(server.url);
  await signIn(admin, demoAccounts.admin.email, DEMO_PASSWORD);
});

describe('account pages are valid HTML', () => {
  const cases: [string, () => Client, number][] = [
    ['/login', () => new Client(server.url), 200],
    ['/login?next=%2Fdashboard', () => new Client(server.url), 200],
    ['/register', () => new Client(server.url), 200],
    ['/register?sent=1&next=%2Fbusiness%2F1%2Freview', () => new Client(server.url), 200],
    ['/account', () => owner, 200],
    ['/verify-email', () => new Client(server.url), 200],
    [`/verify-email?token=${'a'.repeat(32)}`, () => new Client(server.url), 200],
    ['/verify-email?result=verified', () => new Client(server.url), 200],
    ['/verify-email?result=already', () => new Client(server.url), 200],
    ['/verify-email?result=failed', () => new Client(server.url), 200],
    ['/forgot-password', () => new Client(server.url), 200],
    ['/forgot-password?sent=1', () => new Client(server.url), 200],
    ['/reset-password?token=nope', () => new Client(server.url), 200],
    ['/dashboard', () => owner, 200],
    // The listing editor's one form: islands, the map section and the Save bar inside one <form>.
    ['/dashboard/businesses/1', () => owner, 200],
    ['/admin', () => admin, 200],
    ['/admin', () => owner, 403],
    ['/admin?tab=audit', () => admin, 200],
    ['/admin?tab=contacts&message=1', () => admin, 200],
    ['/admin/confirm?do=business.reject&id=1', () => admin, 200],
    ['/admin/confirm?do=user.make-admin&id=2', () => admin, 200],
    ['/admin/confirm?do=nothing&id=1', () => admin, 404],
  ];
  for (const [path, who, status] of cases) {
    it(`${path} (${status})`, async () => {
      const res = await who().get(path);
      expect(res.status).toBe(status);
      const report = await validator.validateString(res.text);
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`));
      expect(messages.filter((m) => !frameworkNoise(m))).toEqual([]);
    });
  }
});
