/**
 * Query parameters named like the members every JavaScript object has: `__proto__`, `constructor`,
 * `toString` … were looked up in plain objects and answered 500. They are unknown values like any other: the page's
 * usual fallback, or a 400 from the API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demoServerUrl } from '../../helpers/demo-server';
import { demo, signedIn } from '../../helpers/owners';

const NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];
const countOf = (html: string) => /(\d+) business(es)? found/.exec(html)?.[1];

let visitor: Client;
let admin: Client;
beforeAll(async () => {
  visitor = new Client(demoServerUrl());
  admin = await signedIn(demoServerUrl(), demo.admin);
});

describe('names every object has', () => {
  it('are unknown categories on the directory page (the whole directory) and in the list API (400)', async () => {
    const all = countOf((await visitor.get('/business-directory')).text);
    expect(all).toBeDefined();
    for (const name of NAMES) {
      const page = await visitor.get(`/business-directory?category=${name}`);
      expect(page.status, name).toBe(200);
      expect(countOf(page.text)).toBe(all);
      const api = await visitor.get<{ error: string; errors: Record<string, string[]> }>(`/api/businesses?category=${name}`);
      expect(api.status, name).toBe(400);
      expect(api.body.errors.category).toEqual([`Unknown category: ${name}`]);
    }
  });

  it('are unknown ranges on the events page (the unfiltered list) and in the events API (400)', async () => {
    for (const name of NAMES) {
      const page = await visitor.get(`/events?when=${name}`);
      expect(page.status, name).toBe(200);
      expect(page.text).toContain('Coming Up Soon');
      expect((await visitor.get(`/api/events?when=${name}`)).status, name).toBe(400);
    }
  });

  it('are unknown audit-log groups for the admin: 400 from the API, the unfiltered log on the page', async () => {
    for (const name of NAMES) {
      const api = await admin.get<{ errors: Record<string, string[]> }>(`/api/admin/audit?group=${name}`);
      expect(api.status, name).toBe(400);
      expect(api.body.errors.group).toEqual(['is not a known group']);
      expect((await admin.get(`/admin?tab=audit&group=${name}`)).status, name).toBe(200);
    }
  });
});
