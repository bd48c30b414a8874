/**
 * `npx tsx src/cli/photo-load.ts [--uploads 20] [--accounts 2] [--size 6324]`: the upload memory check. Starts the built server on a throw-away database, signs up `--accounts` fresh unverified
 * accounts with a pending listing each, then sends `--uploads` concurrent uploads of one `--size`² JPEG
 * (40 MP by default, a smooth picture of a few hundred KB, made here with sharp), spread over the accounts,
 * from one address. Prints the answers by status and the server's RSS before, at its peak (the kernel's
 * high-water mark, VmHWM, and a 20 ms sample) and after. Figures depend on the machine: compare runs of one day.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { buildIfStale } from './build-if-stale.mjs';
import { spawnServer } from './spawn-server.ts';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '20' },
    accounts: { type: 'string', default: '2' },
    size: { type: 'string', default: '6324' },
  },
});
const uploads = Number(values.uploads);
const accounts = Number(values.accounts);
const size = Number(values.size);

const mb = (kB: number) => `${(kB / 1024).toFixed(0)} MB`;
const status = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** A smooth gradient with a little noise: decodes to the full 40 MP like a camera photo, in a small file. */
async function makeJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7fd4e6"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

async function signUp(base: string, n: number): Promise<string> {
  const email = `photo-load-${Date.now()}-${n}@example.org`;
  const password = 'tidepool-lantern-42';
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/register', { email, password, firstName: 'Load', lastName: `Tester ${n}` });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await post('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const listing = await post(
    '/api/businesses',
    {
      name: `Load Test Bait ${n}`,
      description: 'A listing for the upload memory check.',
      category: 'Retail',
      phone: '(361) 555-0101',
      address: '1 Load St, Port Aransas, TX',
    },
    cookie,
  );
  if (listing.status !== 201) throw new Error(`listing: ${listing.status} ${await listing.text()}`);
  const { id } = (await listing.json()) as { id: number };
  return `${cookie}\n${id}`;
}

buildIfStale();
const photo = await makeJpeg();
console.log(`input: ${size} × ${size} JPEG (${((size * size) / 1e6).toFixed(1)} MP), ${(photo.length / 1024).toFixed(0)} KB`);
const dir = mkdtempSync(join(tmpdir(), 'photo-load-'));
const server = await spawnServer({
  DATABASE_PATH: join(dir, 'site.db'),
  MAIL_OUTBOX_DIR: join(dir, 'outbox'),
  UPLOADS_DIR: join(dir, 'uploads'),
  DEMO_DATA: 'false',
  SKIP_BUILD: 'true',
  SMTP_URL: '',
});
try {
  const base = server.url;
  const owners = await Promise.all(Array.from({ length: accounts }, (_, i) => signUp(base, i + 1)));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = status(server.pid, 'VmRSS');
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, status(server.pid, 'VmRSS'))), 20);
  const answers = await Promise.all(
    Array.from({ length: uploads }, async (_, i) => {
      const [cookie, id] = owners[i % accounts]!.split('\n') as [string, string];
      const form = new FormData();
      form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'big.jpg');
      form.set('alt', 'A very large photo');
      const res = await fetch(`${base}/api/businesses/${id}/photos`, {
        method: 'POST',
        headers: { origin: base, cookie, accept: 'application/json' },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  clearInterval(sampler);
  const peak = status(server.pid, 'VmHWM');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = status(server.pid, 'VmRSS');
  const counts = Object.entries(answers.reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {})).map(
    ([s, n]) => `${n} × ${s}`,
  );
  console.log(`${uploads} concurrent uploads from ${accounts} accounts: ${counts.join(', ')}`);
  console.log(`server RSS: ${mb(before)} before, peak ${mb(peak)} (VmHWM; sampled max ${mb(sampled)}), ${mb(after)} 3 s after`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
