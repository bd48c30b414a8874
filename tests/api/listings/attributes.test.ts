/**
 * Listing attributes (waterfront, pet friendly, kid friendly, wheelchair accessible) over HTTP: carried by
 * GET /api/businesses/{id} and list items, set by the owner through PATCH /api/businesses/{id} and the editor's
 * no-JavaScript form, refused whole when a value is unknown, filtered with `?attr=`, shown as badges on the listing.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Client, postForm } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client, owner2: Client;
useSite((site) => ({ server, db, owner, owner2 } = site), { demo: true, writable: true, signIn: ['owner', 'owner2'] });

const idOf = (name: string) => (db.prepare('select id from businesses where name = ?').pluck().get(name) as number) ?? 0;
const stored = (id: number) =>
  db.prepare('select attribute from business_attributes where business_id = ? order by attribute').pluck().all(id);
const publicApi = () => new Client(server.url);

interface ApiBusiness {
  id: number;
  name: string;
  attributes: string[];
}

describe('listing attributes', () => {
  it('the demo data sets some, and GET carries them in the list’s order', async () => {
    const id = idOf('The Salty Pelican Seafood House');
    const one = await publicApi().get<ApiBusiness>(`/api/businesses/${id}`);
    expect(one.body.attributes).toEqual(['waterfront', 'kid-friendly', 'wheelchair-accessible']);
    const list = await publicApi().get<ApiBusiness[]>('/api/businesses?limit=100');
    expect(list.body.every((b) => Array.isArray(b.attributes))).toBe(true);
    expect(list.body.find((b) => b.id === id)?.attributes).toEqual(['waterfront', 'kid-friendly', 'wheelchair-accessible']);
  });

  it('the owner sets them with PATCH; they apply at once, also on a live listing', async () => {
    const id = idOf('Barnacle Bar & Grill');
    const res = await owner.patch<ApiBusiness>(`/api/businesses/${id}`, { attributes: ['wheelchair-accessible', 'waterfront'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.attributes).toEqual(['waterfront', 'wheelchair-accessible']);
    expect((await publicApi().get<ApiBusiness>(`/api/businesses/${id}`)).body.attributes).toEqual([
      'waterfront',
      'wheelchair-accessible',
    ]);
    const cleared = await owner.patch<ApiBusiness>(`/api/businesses/${id}`, { attributes: [] });
    expect(cleared.body.attributes).toEqual([]);
    expect(stored(id)).toEqual([]);
  });

  it('an unknown value is a 400 naming it, and nothing in the edit is saved', async () => {
    const id = idOf('Harbor Light Coffee Roasters');
    const before = { attributes: stored(id), phone: db.prepare('select phone from businesses where id = ?').pluck().get(id) };
    for (const attributes of [['waterfront', 'rooftop'], 'waterfront', [42], [{ a: 1 }]]) {
      const res = await owner.patch<{ error: string }>(`/api/businesses/${id}`, { phone: '(361) 555-0777', attributes });
      expect(res.status, JSON.stringify(attributes)).toBe(400);
      expect(res.body.error).toMatch(/attribute/i);
    }
    const named = await owner.patch<{ error: string }>(`/api/businesses/${id}`, { attributes: ['rooftop'] });
    expect(named.body.error).toContain('"rooftop"');
    expect(named.body.error).toContain('waterfront, pet-friendly, kid-friendly, wheelchair-accessible');
    expect(stored(id)).toEqual(before.attributes);
    expect(db.prepare('select phone from businesses where id = ?').pluck().get(id)).toBe(before.phone);
  });

  it('someone else’s listing is refused (403)', async () => {
    const id = idOf('The Salty Pelican Seafood House');
    const res = await owner2.patch(`/api/businesses/${id}`, { attributes: [] });
    expect(res.status).toBe(403);
    expect(stored(id)).toEqual(['kid-friendly', 'waterfront', 'wheelchair-accessible']);
  });

  it('the editor shows them as checkboxes, and saves them without JavaScript', async () => {
    const id = idOf('Island Slice Pizza Co.');
    const editor = (await owner2.get(`/dashboard/businesses/${id}`)).text;
    expect(editor).toMatch(/<input type="checkbox" name="attribute\.kid-friendly" value="1" checked/);
    expect(editor).toMatch(/<input type="checkbox" name="attribute\.waterfront" value="1" class/);
    const saved = await postForm(owner2, `/dashboard/businesses/${id}`, {
      _form: 'editor',
      'attributes.shown': '1',
      'attribute.pet-friendly': '1',
      'attribute.kid-friendly': '1',
    });
    expect(saved.status, saved.text).toBe(303);
    expect(stored(id)).toEqual(['kid-friendly', 'pet-friendly']);
    // A post without the checkboxes' section (another part of the form alone) leaves them as they are.
    const phoneOnly = await postForm(owner2, `/dashboard/businesses/${id}`, { _form: 'editor', phone: '(361) 555-0142' });
    expect(phoneOnly.status, phoneOnly.text).toBe(303);
    expect(stored(id)).toEqual(['kid-friendly', 'pet-friendly']);
  });

  it('the listing page shows them as badges with their text, in a named list', async () => {
    const id = idOf('Dunes Edge Inn');
    const html = (await publicApi().getFollowing(`/business/${id}`)).text;
    const list = html.split('aria-label="What this place offers"')[1]?.split('</ul>')[0] ?? '';
    expect(list).toContain('Waterfront');
    expect(list).toContain('Kid friendly');
    expect(list).toContain('Wheelchair accessible');
    expect(list).not.toContain('Pet friendly');
  });

  it('?attr= keeps the listings with every attribute named; an unknown one is a 400', async () => {
    const waterfront = (await publicApi().get<ApiBusiness[]>('/api/businesses?attr=waterfront&limit=100')).body;
    expect(waterfront.length).toBeGreaterThan(2);
    expect(waterfront.every((b) => b.attributes.includes('waterfront'))).toBe(true);
    const both = (await publicApi().get<ApiBusiness[]>('/api/businesses?attr=waterfront,pet-friendly&limit=100')).body;
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(waterfront.length);
    expect(both.every((b) => b.attributes.includes('waterfront') && b.attributes.includes('pet-friendly'))).toBe(true);
    const bad = await publicApi().get<{ error: string }>('/api/businesses?attr=rooftop');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('attr');
  });
});
