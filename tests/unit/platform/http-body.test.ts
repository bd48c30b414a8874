import { describe, expect, it } from 'vitest';
import { readBody, readForm, readText } from '#src/platform/server/http/body.ts';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/t', { method: 'POST', body, headers });

/** A body that arrives in pieces and says nothing of its length, as a chunked upload does. */
function chunked(pieces: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ === pieces) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}
const streamed = (body: ReadableStream<Uint8Array>) =>
  new Request('http://x/t', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('readBody', () => {
  it('gives the bytes of a body within the limit', async () => {
    const read = await readBody(post('hello'), 10);
    expect(read.ok && read.bytes.toString()).toBe('hello');
  });

  it('refuses a declared length over the limit without reading', async () => {
    const request = post('x', { 'content-length': '11' });
    expect(await readBody(request, 10)).toMatchObject({ ok: false, status: 413 });
    expect(request.bodyUsed).toBe(false);
  });

  it('stops a chunked body at the limit, whatever it claimed', async () => {
    expect(await readBody(streamed(chunked(1000, 1024)), 100 * 1024)).toMatchObject({ ok: false, status: 413 });
    expect(await readText(streamed(chunked(10, 1024)), 100 * 1024)).toMatchObject({ ok: true, text: 'a'.repeat(10 * 1024) });
  });
});

describe('readForm', () => {
  it('reads urlencoded and multipart forms', async () => {
    const urlencoded = await readForm(post('token=abc&x=1', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(urlencoded.ok && urlencoded.form.get('token')).toBe('abc');
    const data = new FormData();
    data.set('token', 'def');
    const multipart = await readForm(new Request('http://x/t', { method: 'POST', body: data }));
    expect(multipart.ok && multipart.form.get('token')).toBe('def');
  });

  it('answers 400 for a body that is not a form, 413 over the limit', async () => {
    expect(await readForm(post('{"a":1}', { 'content-type': 'application/json' }))).toMatchObject({ ok: false, status: 400 });
    const big = post('a='.padEnd(2000, 'x'), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await readForm(big, 1000)).toMatchObject({ ok: false, status: 413 });
  });
});
