/**
 * `npm run bench:photos [-- --rounds 4 --accounts 6 --max-rss MB --settled-rss MB]`: the server's memory under photo
 * uploads that are hard to compress, and whether it is given back.
 *
 * The built server runs as `npm start` runs it (src/cli/start.ts, the same heap limit), on a new database with the
 * demo data. Six new accounts sign up as businesses (plan free, each with its own pending listing), confirm their
 * e-mail through the mailed link and sign in; then each round sends one upload per account at once, a 3000 × 3000
 * JPEG of random noise of about 9 MB (noise defeats compression, so decoding and encoding it costs the most memory a
 * photo of that size can). The RSS of the server and of every process it started (the photo worker) is read from
 * /proc every 5 s during the uploads and 10, 30 and 60 s after them. Two verdicts: the peak against `--max-rss`
 * and the RSS 60 s after against `--settled-rss`. Exit code 1 when either is passed, an upload did not answer 201,
 * or the server died. A check for people, not a timed test: `npm test` does not run it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { buildIfStale } from '#src/cli/build-if-stale.ts';
import { treeRssMb } from './bench/memory.ts';
import { spawnServer } from './spawn-server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '4' },
    accounts: { type: 'string', default: '6' },
    'max-rss': { type: 'string', default: '700' },
    'settled-rss': { type: 'string', default: '400' },
  },
});
const [rounds, accounts, maxRss, settledRss] = [values.rounds, values.accounts, values['max-rss'], values['settled-rss']].map(
  Number,
) as [number, number, number, number];
if (![rounds, accounts, maxRss, settledRss].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--rounds, --accounts, --max-rss and --settled-rss (MB) take whole numbers');
  process.exit(2);
}

const SAMPLE_MS = 5_000;
const AFTER_SECONDS = [10, 30, 60];
const PASSWORD = 'noise-harbor-lantern-93';
const log = (message: string) => console.error(`[photos] ${message}`);

/** A 3000 × 3000 JPEG of random noise of at most 9.5 MB (the upload limit is 10 MB), a different one at each call. */
async function noisePhoto(): Promise<Buffer> {
  const side = 3000;
  const pixels = Buffer.allocUnsafe(side * side * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0x1_0000_0000) >>> 0, i);
  for (let quality = 98; ; quality -= 1) {
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 9.5 * 1024 * 1024) return jpeg;
  }
}

/** A cookie jar over fetch: one signed-in account. */
class Session {
  private cookies = new Map<string, string>();
  private readonly base: string;
  constructor(base: string) {
    this.base = base;
  }
  /** A POST with a JSON or multipart body; a GET without either. */
  async send(path: string, init: { json?: unknown; form?: FormData } = {}): Promise<{ status: number; text: string }> {
    const headers = new Headers({ Origin: this.base, Accept: 'application/json' });
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    if (this.cookies.size > 0) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(path, this.base), {
      method: init.json === undefined && init.form === undefined ? 'GET' : 'POST',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return { status: res.status, text: await res.text() };
  }
}

/** The verification token mailed to `email`, from the server's outbox. */
async function verificationToken(outbox: string, email: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const to = [mail.to].flat().map((a) => a?.text ?? '');
      const link = /https?:\/\/\S+\/verify-email\?token=([\w-]+)/.exec(mail.text ?? '');
      if (to.some((t) => t.includes(email)) && link?.[1]) return link[1];
    }
    await sleep(100);
  }
  throw new Error(`no verification mail for ${email}`);
}

/** A new business account with its own pending free listing, its e-mail confirmed, signed in. */
async function newOwner(base: string, outbox: string, n: number): Promise<{ session: Session; businessId: number }> {
  const email = `noise-${Date.now()}-${n}@example.org`;
  const session = new Session(base);
  const signup = await session.send('/api/business-signup', {
    json: {
      mode: 'new',
      plan: 'free',
      firstName: 'Noise',
      lastName: `Owner ${n}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      name: `Static Noise Kayaks ${n}`,
      description: 'Guided kayak tours through the bay and the marsh at sunrise.',
      category: 'Sports & Recreation',
      phone: '(361) 555-0199',
      website: 'noise.example.com',
      address: '100 Bay St, Port Aransas, TX',
    },
  });
  if (signup.status !== 202) throw new Error(`signup ${email}: ${signup.status} ${signup.text}`);
  const verified = await session.send('/api/verify-email', { json: { token: await verificationToken(outbox, email) } });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status} ${verified.text}`);
  const login = await session.send('/api/login', { json: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.text}`);
  const [listing] = JSON.parse((await session.send('/api/businesses/my')).text) as { id: number }[];
  if (!listing) throw new Error(`${email} has no listing`);
  return { session, businessId: listing.id };
}

buildIfStale();
const dir = mkdtempSync(join(tmpdir(), 'photo-memory-'));
const outbox = join(dir, 'outbox');
const server = await spawnServer(
  {
    DATABASE_PATH: join(dir, 'site.db'),
    UPLOADS_DIR: join(dir, 'uploads'),
    MAIL_OUTBOX_DIR: outbox,
    DEMO_DATA: 'true',
    SKIP_BUILD: 'true',
    LOG_LEVEL: 'warn',
  },
  // The heap limit `npm start` sets (package.json).
  { keepOutput: false, nodeArgs: ['--max-old-space-size=512'] },
);
log(`server ${server.url} (pid ${server.pid})`);

const owners = [];
for (let n = 0; n < accounts; n++) owners.push(await newOwner(server.url, outbox, n));
const photos = await Promise.all(owners.map(() => noisePhoto()));
log(
  `${accounts} accounts verified and signed in; photos of ${photos.map((p) => (p.length / 1024 / 1024).toFixed(1)).join(', ')} MB`,
);

const samples: { second: number; mb: number; parts: string }[] = [];
const started = Date.now();
const record = () => {
  const rss = treeRssMb(server.pid);
  if (rss)
    samples.push({
      second: Math.round((Date.now() - started) / 1000),
      mb: rss.total,
      parts: [rss.own, ...rss.children].join('+'),
    });
};
record();
const before = samples[0]!.mb;
const sampler = setInterval(record, SAMPLE_MS);

const statuses = new Map<number, number>();
for (let round = 0; round < rounds; round++) {
  const answers = await Promise.all(
    owners.map(({ session, businessId }, i) => {
      const form = new FormData();
      form.set('photo', new Blob([new Uint8Array(photos[i]!)], { type: 'image/jpeg' }), 'noise.jpg');
      form.set('alt', `Noise ${round}`);
      form.set('role', 'cover');
      return session.send(`/api/businesses/${businessId}/photos`, { form });
    }),
  );
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  log(`round ${round + 1}: ${answers.map((a) => a.status).join(' ')}`);
}
const uploadsDone = Date.now();
clearInterval(sampler);
record();
const peak = Math.max(...samples.map((s) => s.mb));
const after: { second: number; mb: number | undefined }[] = [];
for (const second of AFTER_SECONDS) {
  await sleep(uploadsDone + second * 1000 - Date.now());
  after.push({ second, mb: treeRssMb(server.pid)?.total });
}
const alive = treeRssMb(server.pid) !== undefined;
await server.stop();
rmSync(dir, { recursive: true, force: true });

console.log(`RSS (MB, server + its children) every ${SAMPLE_MS / 1000} s: ${samples.map((s) => s.parts).join(' → ')}`);
console.log(
  `uploads: ${[...statuses].map(([code, count]) => `${code}×${count}`).join(' ')} in ${((uploadsDone - started) / 1000).toFixed(1)} s`,
);
console.log(
  `RSS before ${before} MB, peak ${peak} MB (bound ${maxRss} MB); after the uploads: ${after.map((a) => `${a.second} s ${a.mb ?? 'gone'} MB`).join(', ')} (bound at 60 s ${settledRss} MB)`,
);

const settled = after[after.length - 1]?.mb;
const problems = [
  !alive && 'the server died',
  (statuses.get(201) ?? 0) !== rounds * accounts && `not every upload answered 201`,
  peak > maxRss && `the peak RSS passed ${maxRss} MB (${peak} MB)`,
  settled !== undefined &&
    settled > settledRss &&
    `60 s after the uploads the RSS was still above ${settledRss} MB (${settled} MB)`,
].filter(Boolean);
if (problems.length > 0) {
  console.log(`FAIL: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('OK: memory stayed within its bound and was given back');
