/** A server-rendered page fetched as a visitor would, for API tests that read its HTML. */
import { expect } from 'vitest';
import type { Client } from './http';

/** GETs `path`, checks it answered `status` (200 unless told) and returns the HTML. */
export async function pageHtml(client: Client, path: string, status = 200): Promise<string> {
  const res = await client.get(path);
  expect(res.status).toBe(status);
  return res.text;
}
