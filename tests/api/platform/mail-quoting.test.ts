/**
 * Text someone typed cannot pose as the site in the mails it sends. The payloads
 * (names that read like the site's warnings, a spelled-out address, full-width and ideographic dots)
 * go through the real forms of the built server, and the mails are read from its outbox as a mail
 * client parses them: the typed text appears only labelled and in “quotation marks”, never as the
 * first words, and forms no link; the dotted look-alikes are refused as names.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { waitForMail, type Mail } from '../../helpers/mail';
import { demo, signedIn, validListing, verificationToken } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { clientFrom } from '../../helpers/visitors';

const PASSWORD = 'tidepool-lantern-42';
/** Where the site mails its admins (the company address). */
const ADMIN_INBOX = 'hello@portaransasguide.com';
const NAMES = [
  'Urgent your listing expires today call 361 555 0199',
  'Account suspended: reply with your password',
  'evil dot com slash login',
];

let server: TestServer;
let nextIp = 1;
/** A client from its own address (TRUST_PROXY), so per-IP limits are not what is tested here. */
function freshClient(): Client {
  return clientFrom(server.url, `10.34.11.${nextIp++}`);
}
const mailTo = (to: string, subject: RegExp) =>
  waitForMail(server.outboxDir, (m) => m.to.includes(to) && subject.test(m.subject));

/** Every way the typed text could pose as the site, checked on one delivered mail. */
function expectQuoted(mail: Mail, typed: string) {
  const [firstLine] = mail.body.trimStart().split('\n');
  expect(firstLine).not.toContain(typed);
  expect(mail.subject.startsWith(typed)).toBe(false);
  // Each time the text appears (text part and HTML part), it is inside our quotation marks.
  const everywhere = mail.body.split(typed).length - 1;
  expect(everywhere).toBeGreaterThan(0);
  expect(mail.body.split(`\u201C${typed}\u201D`).length - 1).toBe(everywhere);
  expectNoForeignLinks(mail);
}

/**
 * The only links a mail client finds are the site's own, and no host name can be read out of the
 * text (full-width letters and dots folded to plain ones first, as a mail app might).
 */
function expectNoForeignLinks(mail: Mail) {
  for (const link of mail.links) expect(link.startsWith(server.url), link).toBe(true);
  const folded = mail.body.normalize('NFKC').replace(/[\u3002\uFF61]/g, '.');
  expect(folded).not.toMatch(/https?:\/\/evil|evil\.(example|com)/i);
}

async function register(email: string, firstName: string, lastName = 'Tester') {
  return freshClient().post<{ error?: string; errors?: Record<string, string[]> }>('/api/register', {
    email,
    password: PASSWORD,
    firstName,
    lastName,
  });
}

useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true, env: { TRUST_PROXY: 'true' } });

describe('names typed in the registration form', () => {
  it.each(NAMES)('reach the address typed with them only quoted, after the site has spoken: %j', async (name) => {
    const victim = `victim-${NAMES.indexOf(name)}@example.org`;
    expect((await register(victim, name)).status).toBe(201);
    const mail = await mailTo(victim, /Verify your email/);
    expect(mail.body.trimStart().startsWith('Please verify your email address')).toBe(true);
    expect(mail.body).toContain(`gave the first name \u201C${name}\u201D`);
    expectQuoted(mail, name);
  });

  it.each(['\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45', 'evil\u3002example', 'Ann evil\uFF61com'])(
    'are refused when full-width or ideographic dots make a host name: %j',
    async (name) => {
      const res = await register(`dotted-${nextIp}@example.org`, name);
      expect(res.status).toBe(400);
      expect(res.body.errors?.firstName).toEqual(['Please enter a name without web addresses']);
    },
  );

  it('are stored in their NFKC form (full-width letters become plain ones)', async () => {
    const email = 'wide@example.org';
    expect((await register(email, '\uFF2D\uFF41\uFF52\uFF49\uFF41')).status).toBe(201);
    const db = new Database(server.dbPath, { readonly: true });
    const row = db.prepare('select first_name as firstName from users where email = ?').get(email);
    db.close();
    expect(row).toEqual({ firstName: 'Maria' });
  });
});

describe('the claim code mail to a business address', () => {
  it('names the claimant only as someone who gave a name, quoted, and never first', async () => {
    const claimant = 'claimant@example.org';
    const name = NAMES[1]!;
    const client = freshClient();
    expect(
      (await client.post('/api/register', { email: claimant, password: PASSWORD, firstName: name, lastName: 'Tester' })).status,
    ).toBe(201);
    expect((await client.post('/api/verify-email', { token: await verificationToken(server.outboxDir, claimant) })).status).toBe(
      200,
    );
    expect((await client.post('/api/login', { email: claimant, password: PASSWORD })).status).toBe(200);

    const db = new Database(server.dbPath);
    const { id } = db.prepare('select id from businesses where owner_id is null and approved = 1 order by id limit 1').get() as {
      id: number;
    };
    // As an admin approved it: claim codes go only to that address.
    db.prepare('update businesses set email = ?, claim_email = ? where id = ?').run(
      'frontdesk@business.example',
      'frontdesk@business.example',
      id,
    );
    db.close();
    expect((await client.post('/api/businesses/claim', { businessId: id })).status).toBe(202);

    const code = await mailTo('frontdesk@business.example', /your code to claim/);
    expect(code.body.trimStart()).toMatch(/^Your code: \d{6}/);
    expect(code.body).toContain(`Someone who gave the name \u201C${name} Tester\u201D asked to manage`);
    expectQuoted(code, `${name} Tester`);
    // The admins' notice quotes it the same way.
    expectQuoted(await mailTo(ADMIN_INBOX, /New claim for/), `${name} Tester`);
  });
});

describe('text owners and visitors type for the admins', () => {
  it('a listing named like a web address is quoted to the admins and forms no link', async () => {
    const name = 'Visit https://evil.example/login now';
    const owner = await signedIn(server.url, demo.owner);
    expect((await owner.post('/api/businesses', { ...validListing, name })).status).toBe(201);
    const notice = await waitForMail(
      server.outboxDir,
      (m) => m.subject.startsWith('New listing to review:') && m.body.includes('Visit https:'),
    );
    expect(notice.subject).toMatch(/^New listing to review: \u201CVisit https:/);
    expect(notice.body).toContain('submitted the listing \u201CVisit https:');
    expectNoForeignLinks(notice);
  });

  it('a contact message that mimics the site arrives as a quoted block that forms no link', async () => {
    const message =
      'Your account is suspended.\nLog in at https://evil.example/login or \uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D today.';
    const res = await freshClient().post('/api/contact', {
      name: 'Port Aransas Guide Security',
      email: 'visitor@example.org',
      subject: 'Account suspended',
      message,
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(ADMIN_INBOX, /Contact form: \u201CAccount suspended\u201D/);
    expect(mail.body.trimStart().startsWith('New contact message')).toBe(true);
    expect(mail.body).toContain('Name given: \u201CPort Aransas Guide Security\u201D');
    expect(mail.body).toMatch(/^Message:\n> Your account is suspended\.\n> Log in at https:/m);
    expect(mail.body).toContain('<blockquote');
    expectNoForeignLinks(mail);
  });
});
