import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail } from '#src/platform/server/failure.ts';
import { jsonError, parseId, readJson } from '#src/platform/server/http/json.ts';

const schema = z.object({ email: z.email('Valid email is required') });

const post = (body: BodyInit | null, type = 'application/json', extra: Record<string, string> = {}) =>
  new Request('http://x/api/t', { method: 'POST', body, headers: { 'content-type': type, ...extra } });

async function errorOf(request: Request) {
  const result = await readJson(request, schema);
  if (result.ok) throw new Error('expected failure');
  return { status: result.response.status, body: await result.response.json() };
}

describe('readJson', () => {
  it('accepts a valid body', async () => {
    const result = await readJson(post(JSON.stringify({ email: 'a@b.co' })), schema);
    expect(result).toEqual({ ok: true, data: { email: 'a@b.co' } });
  });

  it('answers 415 for a non-JSON content type', async () => {
    expect((await errorOf(post('email=a', 'application/x-www-form-urlencoded'))).status).toBe(415);
  });

  it('answers 400 for malformed JSON, arrays and empty bodies', async () => {
    expect(await errorOf(post('{"email":'))).toEqual({ status: 400, body: { error: 'Request body is not valid JSON' } });
    expect((await errorOf(post('[1,2]'))).status).toBe(400);
    expect((await errorOf(post(''))).status).toBe(400);
    expect((await errorOf(post('null'))).status).toBe(400);
  });

  it('answers 413 over 100 KB, even when Content-Length lies', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(110 * 1024) });
    expect((await errorOf(post(big))).status).toBe(413);
    expect((await errorOf(post(big, 'application/json', { 'content-length': '10' }))).status).toBe(413);
  });

  it('answers 400 with field errors from the schema', async () => {
    expect(await errorOf(post(JSON.stringify({ email: 'nope' })))).toEqual({
      status: 400,
      body: { error: 'Valid email is required', errors: { email: ['Valid email is required'] } },
    });
  });
});

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-3', null],
    ['4.2', null],
    ['abc', null],
    ['1e3', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('%j → %j', (input, expected) => expect(parseId(input)).toBe(expected));
});

describe('jsonError(failure)', () => {
  it('answers a Failure with exactly the API error body, its status and its Retry-After', async () => {
    const limited = jsonError(fail(429, 'Too many requests. Please try again later.', { retryAfterSeconds: 7, title: 'Error' }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.text()).toBe('{"error":"Too many requests. Please try again later."}');

    const invalid = jsonError(fail(400, 'Name is required', { errors: { name: ['Name is required'] } }), { 'X-Extra': '1' });
    expect(invalid.headers.get('retry-after')).toBeNull();
    expect(invalid.headers.get('x-extra')).toBe('1');
    expect(await invalid.text()).toBe('{"error":"Name is required","errors":{"name":["Name is required"]}}');
    // The same bytes as the parts form every endpoint already used.
    expect(await jsonError(400, 'Name is required', { name: ['Name is required'] }).text()).toBe(
      '{"error":"Name is required","errors":{"name":["Name is required"]}}',
    );
  });
});
