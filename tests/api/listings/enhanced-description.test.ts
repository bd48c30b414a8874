/**
 * Over HTTP against the built server: the enhanced description as a visitor receives it (safe markup for active
 * premium, XSS payloads inert, the plain first 1,000 characters after a lapse with the stored text untouched).
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedListingsOf } from '../../helpers/demo-listings';
import type { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';

let anonymous: Client;
let db: Database.Database;
let premiumId: number;

useSite((site) => ({ anonymous, db } = site), { demo: true, ownSiteUrl: true, writable: true });
beforeAll(() => {
  ({ premiumId } = approvedListingsOf(db, demo.owner));
});

/** The page's "About" block. */
const about = (html: string) => /<h2[^>]*>About [^<]*<\/h2>\s*(<div[\s\S]*?<\/div>)/.exec(html)?.[1] ?? '';

describe('enhanced description on the page', () => {
  const payload = [
    'Charters **daily** from the *harbor*.',
    '',
    '- Bay fishing',
    '- [Book online](https://fareharbor.com/x)',
    '- [Free money](javascript:alert(document.cookie))',
    '',
    '<script>alert("xss")</script><img src=x onerror=alert(1)> <a href="javascript:alert(2)">x</a>',
    '',
    '![pic" onerror="alert(3)](https://evil.example/a.png) <iframe src="https://evil.example"></iframe>',
  ].join('\n');

  it('renders the safe subset for active premium and leaves every payload inert', async () => {
    db.prepare('update businesses set description = ? where id = ?').run(payload, premiumId);
    const block = about((await anonymous.getFollowing(`/business/${premiumId}`)).text);
    expect(block).toContain('data-rich-description');
    expect(block).toContain('<strong>daily</strong>');
    expect(block).toContain('<em>harbor</em>');
    expect(block).toContain('<li><a href="https://fareharbor.com/x" rel="nofollow ugc noopener">Book online</a></li>');
    expect(block).toContain('<li>Free money</li>');
    expect(block).toContain('&lt;script&gt;');
    for (const tag of block.match(/<[a-z][^>]*>/gi) ?? []) {
      expect(tag).not.toMatch(/^<(script|img|iframe|svg)/i);
      expect(tag).not.toMatch(/\son\w+=|javascript:/i);
    }
  });

  it('shows a lapsed listing the plain first 1,000 characters and keeps the stored text for renewal', async () => {
    const long = `**Bold start** ${'Gulf shrimp and redfish. '.repeat(80)}THE-END-MARKER`;
    db.prepare("update businesses set description = ?, subscription_status = 'canceled' where id = ?").run(long, premiumId);
    const block = about((await anonymous.getFollowing(`/business/${premiumId}`)).text);
    expect(block).not.toContain('data-rich-description');
    expect(block).not.toContain('<strong>');
    expect(block).toContain('Bold start Gulf shrimp');
    expect(block).not.toContain('THE-END-MARKER');
    expect(block).toContain('…');
    const text = block.replace(/<[^>]+>/g, '').trim();
    expect(text.length).toBeLessThanOrEqual(1001);
    expect(
      (db.prepare('select description from businesses where id = ?').get(premiumId) as { description: string }).description,
    ).toBe(long);

    db.prepare("update businesses set subscription_status = 'active' where id = ?").run(premiumId);
    expect(about((await anonymous.getFollowing(`/business/${premiumId}`)).text)).toContain('THE-END-MARKER');
  });
});
