/** Where a sign-in sends the browser: a `next=` that would lead off the site is dropped (on the shared demo server). */
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';
import { Client } from '../../helpers/http';

const server = { url: demoServerUrl() };

describe('the next= redirect target', () => {
  it('/.//evil.com posted to /api/login never becomes //evil.com', async () => {
    const c = new Client(server.url);
    const res = await c.post('/api/login?next=/.//evil.com', { email: 'owner@example.com', password: 'portaransas-demo' });
    expect(res.status).toBe(200);
    expect((res.body as { redirectTo: string }).redirectTo).toBe('/dashboard');
  });
});
