/**
 * Owners edit their events over the built server: PATCH /api/events/{id} (author or
 * admin; 401/403/404/400), an approved event's edit waiting as a revision while the public API, page,
 * JSON-LD and calendar keep the approved version, the admin's preview and decision (with the owner's
 * mail), a rejected event re-submitted by its edit, and the event image through the photo pipeline
 * (upload, pending until approved, replace, delete, no EXIF served, files removed).
 */
import type Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Client } from '../../helpers/http';
import { waitForMail } from '../../helpers/mail';
import { waitFor } from '../../helpers/wait';
import { demo } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import { GPS_MARKER, makePhoto } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, anonymous: Client, owner: Client, owner2: Client, admin: Client;

interface EventPhoto {
  id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
  status: 'live' | 'pending';
}
interface EditAnswer {
  message: string;
  event: { id: number; title: string; status: string; location: string };
  pendingRevision: { id: number; changes: Record<string, unknown> } | null;
  backToReview: boolean;
  error?: string;
  errors?: Record<string, string[]>;
}

const submission = {
  title: 'Harbor Lights Paddle',
  description: 'Paddle the harbor with lights on your board after dark.',
  category: 'Community',
  location: 'Roberts Point Park',
  startDate: '2032-06-01T19:00',
  endDate: '2032-06-01T21:00',
};

async function submitted(client: Client, title = submission.title): Promise<number> {
  const res = await client.post<{ id: number }>('/api/events', { ...submission, title });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function approved(title?: string): Promise<number> {
  const id = await submitted(owner, title);
  expect((await admin.patch(`/api/admin/events/${id}/approve`, { approved: true })).status).toBe(200);
  return id;
}

const uploadsDir = () => join(server.dir, 'uploads');
const filesOf = (url: string) => {
  const hash = url.slice('/uploads/'.length, '/uploads/'.length + 32);
  return existsSync(uploadsDir()) ? readdirSync(uploadsDir()).filter((f) => f.startsWith(hash)) : [];
};
const blob = (b: Buffer) => new Blob([new Uint8Array(b)], { type: 'image/jpeg' });

function upload(client: Client, eventId: number, parts: { photo?: Buffer; alt?: string }) {
  const form = new FormData();
  if (parts.photo) form.set('photo', blob(parts.photo), 'photo.jpg');
  if (parts.alt !== undefined) form.set('alt', parts.alt);
  return client.request<{ photo: EventPhoto; error?: string; errors?: Record<string, string[]> }>(
    `/api/events/${eventId}/photos`,
    { method: 'POST', body: form, headers: { Accept: 'application/json' } },
  );
}

const publicTitle = async (id: number) => (await anonymous.get<{ title: string }>(`/api/events/${id}`)).body.title;
const jsonLdEvent = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Event');

useSite((site) => ({ server, db, anonymous, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  signIn: ['owner', 'owner2', 'admin'],
});

describe('PATCH /api/events/{id}', () => {
  it('refuses strangers (401), other owners (403), unknown events (404) and bad input (400), changing nothing', async () => {
    const id = await approved('Refusal Test Paddle');
    expect((await anonymous.patch(`/api/events/${id}`, { title: 'Hijacked' })).status).toBe(401);
    const other = await owner2.patch<EditAnswer>(`/api/events/${id}`, { title: 'Hijacked' });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only edit your own events');
    expect((await owner.patch<EditAnswer>('/api/events/999999', { title: 'Nowhere' })).status).toBe(404);
    expect((await owner.patch<EditAnswer>('/api/events/abc', { title: 'Nowhere' })).status).toBe(400);

    const bad = await owner.patch<EditAnswer>(`/api/events/${id}`, { title: '', category: 'Rodeo', startDate: 'soon' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['category', 'startDate', 'title']);
    const empty = await owner.patch<EditAnswer>(`/api/events/${id}`, {});
    expect(empty.status).toBe(400);
    // An end before the (live) start, sent alone, is refused against the stored start.
    const backwards = await owner.patch<EditAnswer>(`/api/events/${id}`, { endDate: '2032-06-01T18:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ endDate: ['End must be after the start'] });
    const notJson = await owner.request(`/api/events/${id}`, {
      method: 'PATCH',
      body: 'title=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect([400, 415]).toContain(notJson.status);

    expect(await publicTitle(id)).toBe('Refusal Test Paddle');
    expect(db.prepare('select count(*) n from event_revisions where event_id = ?').get(id)).toEqual({ n: 0 });
  });

  it('keeps an approved event public as it was until an admin approves the edit', async () => {
    const id = await approved('Sunset Kayak Tour');
    const edit = await owner.patch<EditAnswer>(`/api/events/${id}`, {
      title: 'Sunset Kayak Tour (new route)',
      location: 'Charlie’s Pasture',
      startDate: '2032-06-01T18:30',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('Event updated');
    expect(edit.body.event).toMatchObject({ id, title: 'Sunset Kayak Tour', status: 'approved' });
    const revisionId = edit.body.pendingRevision!.id;
    expect(Object.keys(edit.body.pendingRevision!.changes).sort()).toEqual(['location', 'startDate', 'title']);

    // The public sees the approved version everywhere.
    expect(await publicTitle(id)).toBe('Sunset Kayak Tour');
    const page = (await anonymous.get(`/events/${id}`)).text;
    expect(page).toContain(
      '<h1 class="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Sunset Kayak Tour</h1>',
    );
    expect(jsonLdEvent(page)).toMatchObject({ name: 'Sunset Kayak Tour' });
    expect((await anonymous.get(`/events/${id}.ics`)).text).not.toContain('new route');
    // A visitor asking for the preview gets the public version, not the edit.
    expect((await anonymous.get(`/events/${id}?revision=${revisionId}`)).text).not.toContain('new route');
    expect((await owner2.get(`/events/${id}?revision=${revisionId}`)).text).not.toContain('new route');

    // A second edit merges into the same waiting revision.
    const again = await owner.patch<EditAnswer>(`/api/events/${id}`, { description: 'A new route through the marsh at dusk.' });
    expect(again.body.pendingRevision!.id).toBe(revisionId);
    expect(Object.keys(again.body.pendingRevision!.changes).sort()).toEqual(['description', 'location', 'startDate', 'title']);

    // The admin sees it in moderation and previews it on the public address (not cached, not indexed).
    const list =
      await admin.get<{ id: number; eventId: number; live: { title: string }; proposed: { title: string } }[]>(
        '/api/admin/event-revisions',
      );
    expect(list.body.find((r) => r.id === revisionId)).toMatchObject({
      eventId: id,
      live: { title: 'Sunset Kayak Tour' },
      proposed: { title: 'Sunset Kayak Tour (new route)' },
    });
    expect((await owner.get('/api/admin/event-revisions')).status).toBe(403);
    const preview = await admin.get(`/events/${id}?revision=${revisionId}`);
    expect(preview.text).toContain('Sunset Kayak Tour (new route)');
    expect(preview.text).toContain('Preview of a pending edit, not public.');
    expect(preview.text).toContain('value="event-revision.approve"');
    expect(preview.headers.get('cache-control')).toMatch(/no-store/);
    expect(preview.text).toContain('<meta name="robots" content="noindex');

    expect((await admin.patch(`/api/admin/event-revisions/${revisionId}`, { approved: true })).status).toBe(200);
    expect(await publicTitle(id)).toBe('Sunset Kayak Tour (new route)');
    const after = await anonymous.get<{ location: string; startDate: string }>(`/api/events/${id}`);
    expect(after.body.location).toBe('Charlie’s Pasture');
    expect(after.body.startDate).toBe('2032-06-01T23:30:00.000Z');
    expect((await anonymous.get(`/events/${id}`)).text).toContain('Sunset Kayak Tour (new route)');
    const mail = await waitForMail(
      server.outboxDir,
      (m) => m.to === demo.owner && m.subject.includes('Your changes are live: “Sunset Kayak Tour (new route)”'),
    );
    expect(mail.links.some((l) => l.endsWith(`/events/${id}`))).toBe(true);
    // Decided once only.
    expect((await admin.patch(`/api/admin/event-revisions/${revisionId}`, { approved: false, reason: 'late' })).status).toBe(409);
  });

  it('a rejected edit leaves the event as it was and mails the reason', async () => {
    const id = await approved('Pier Cleanup Morning');
    const edit = await owner.patch<EditAnswer>(`/api/events/${id}`, { title: 'Pier Cleanup Morning — FREE BEER' });
    const revisionId = edit.body.pendingRevision!.id;
    expect(
      (await admin.patch(`/api/admin/event-revisions/${revisionId}`, { approved: false, reason: 'Keep the title plain.' }))
        .status,
    ).toBe(200);
    expect(await publicTitle(id)).toBe('Pier Cleanup Morning');
    const mail = await waitForMail(
      server.outboxDir,
      (m) => m.to === demo.owner && m.subject === 'Your changes were not approved: “Pier Cleanup Morning”',
    );
    expect(mail.body).toContain('The reason our team gave:\n> Keep the title plain.');
  });

  it('updates a pending event at once and re-submits a rejected one', async () => {
    const pending = await submitted(owner, 'Draft Shell Walk');
    const edit = await owner.patch<EditAnswer>(`/api/events/${pending}`, { title: 'Shell Walk on the Beach' });
    expect(edit.body).toMatchObject({
      event: { title: 'Shell Walk on the Beach', status: 'pending' },
      pendingRevision: null,
      backToReview: false,
    });

    const rejected = await submitted(owner, 'Rejected Night Market');
    expect(
      (await admin.patch(`/api/admin/events/${rejected}/approve`, { approved: false, reason: 'Add the address.' })).status,
    ).toBe(200);
    const fixed = await owner.patch<EditAnswer>(`/api/events/${rejected}`, { location: '301 E Ave G, Port Aransas' });
    expect(fixed.body).toMatchObject({ message: 'Event sent for review', backToReview: true, event: { status: 'pending' } });
    const row = db.prepare('select approved, rejected_at, rejection_reason from events where id = ?').get(rejected);
    expect(row).toEqual({ approved: 0, rejected_at: null, rejection_reason: null });
    await waitForMail(server.outboxDir, (m) => m.subject === 'Event resubmitted: “Rejected Night Market”');
  });

  it('lets an admin edit any event at once', async () => {
    const id = await approved('Typo Regatta');
    const edit = await admin.patch<EditAnswer>(`/api/events/${id}`, { title: 'Typo-free Regatta' });
    expect(edit.body.pendingRevision).toBeNull();
    expect(await publicTitle(id)).toBe('Typo-free Regatta');
  });
});

describe('event image', () => {
  it('uploads through the photo pipeline, waits for approval on an approved event, serves no EXIF', async () => {
    const id = await approved('Photo Fishing Rodeo');
    const phone = await makePhoto({ width: 2400, height: 1600, phoneExif: true });
    const res = await upload(owner, id, { photo: phone, alt: 'Kids holding up their first redfish' });
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({
      alt: 'Kids holding up their first redfish',
      width: 2400,
      height: 1600,
      status: 'pending',
    });
    expect(res.body.photo.url).toMatch(/^\/uploads\/[a-f0-9]{32}-1600\.jpg$/);
    expect(filesOf(res.body.photo.url)).toHaveLength(9);

    for (const ext of ['jpg', 'webp', 'avif']) {
      const served = await fetch(new URL(res.body.photo.url.replace('-1600.jpg', `-960.${ext}`), server.url));
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(GPS_MARKER)).toBe(false);
    }

    // Not public yet: the API, the page and JSON-LD keep the category illustration.
    expect((await anonymous.get<{ imageUrl: string | null }>(`/api/events/${id}`)).body.imageUrl).toBeNull();
    const before = (await anonymous.get(`/events/${id}`)).text;
    expect(before).not.toContain(res.body.photo.url.slice(0, 41));
    expect(jsonLdEvent(before)!.image).toEqual([`${server.url}/images/event-community.jpg`]);

    const revision = (
      await admin.get<{ id: number; eventId: number; photo: EventPhoto | null }[]>('/api/admin/event-revisions')
    ).body.find((r) => r.eventId === id)!;
    expect(revision.photo).toMatchObject({ id: res.body.photo.id, status: 'pending' });
    expect((await admin.get(`/events/${id}?revision=${revision.id}`)).text).toContain(
      res.body.photo.url.replace('-1600.jpg', '-480.avif'),
    );

    expect((await admin.patch(`/api/admin/event-revisions/${revision.id}`, { approved: true })).status).toBe(200);
    expect((await anonymous.get<{ imageUrl: string }>(`/api/events/${id}`)).body.imageUrl).toBe(res.body.photo.url);
    const page = (await anonymous.get(`/events/${id}`)).text;
    expect(page).toContain(`${res.body.photo.url.replace('-1600.jpg', '-480.avif')} 480w`);
    expect(page).toContain('alt="Kids holding up their first redfish"');
    expect(page).toMatch(/<link rel="preload" as="image" type="image\/avif"[^>]*fetchpriority="high"/);
    expect(jsonLdEvent(page)!.image).toEqual([`${server.url}${res.body.photo.url}`]);
    // The card on /events shows it too (filtered to its day: the unfiltered list's first page is sooner events).
    expect((await anonymous.get('/events?category=Community&from=2032-06-01&to=2032-06-01')).text).toContain(
      res.body.photo.url.replace('-1600.jpg', '-480.avif'),
    );
  });

  it('replaces the image (old files removed) and deletes it back to the illustration', async () => {
    const id = await submitted(owner, 'Pending Photo Walk'); // pending: the image applies at once
    const first = await upload(owner, id, { photo: await makePhoto({ hue: 10 }), alt: 'The first picture' });
    expect(first.body.photo.status).toBe('live');
    const second = await upload(owner, id, { photo: await makePhoto({ hue: 200 }), alt: 'The second picture' });
    expect(second.status).toBe(201);
    expect(filesOf(first.body.photo.url)).toEqual([]);
    expect(filesOf(second.body.photo.url)).toHaveLength(9);
    expect(db.prepare('select id from event_photos where event_id = ?').all(id)).toEqual([{ id: second.body.photo.id }]);

    expect((await owner2.request(`/api/events/${id}/photos/${second.body.photo.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await owner.request(`/api/events/${id}/photos/999999`, { method: 'DELETE' })).status).toBe(404);
    expect((await owner.request(`/api/events/${id}/photos/${second.body.photo.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(filesOf(second.body.photo.url)).toEqual([]);
    expect(db.prepare('select image_url from events where id = ?').get(id)).toEqual({ image_url: null });
  });

  it('deleting the event removes its image files', async () => {
    const id = await submitted(owner, 'Short-lived Fair');
    const res = await upload(owner, id, { photo: await makePhoto({ hue: 120 }), alt: 'A fair that never was' });
    expect(filesOf(res.body.photo.url)).toHaveLength(9);
    expect((await admin.request(`/api/admin/events/${id}`, { method: 'DELETE' })).status).toBe(200);
    await waitFor(() => filesOf(res.body.photo.url).length === 0 || undefined, { what: () => 'the image files to go' });
  });

  it('refuses bad uploads with a 4xx and writes nothing', async () => {
    const id = await submitted(owner, 'Bad Upload Fair');
    expect((await upload(anonymous, id, { photo: await makePhoto({}), alt: 'x' })).status).toBe(401);
    expect((await upload(owner2, id, { photo: await makePhoto({}), alt: 'x' })).status).toBe(403);
    expect((await upload(owner, 999999, { photo: await makePhoto({}), alt: 'x' })).status).toBe(404);
    const noAlt = await upload(owner, id, { photo: await makePhoto({}) });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors!.alt).toBeDefined();
    const noFile = await upload(owner, id, { alt: 'Nothing attached' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors!.photo).toBeDefined();
    const notImage = await upload(owner, id, { photo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), alt: 'An SVG' });
    expect([400, 415]).toContain(notImage.status);
    expect(db.prepare('select count(*) n from event_photos where event_id = ?').get(id)).toEqual({ n: 0 });
  });
});
