import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderValues } from '#src/features/content/server/placeholders.ts';

describe('fillPlaceholders', () => {
  it('fills identity placeholders from the site config and leaves unknown braces alone', () => {
    const values = { email: 'a@b.test', phone: '(210) 555-0000', siteName: 'Guide' };
    expect(fillPlaceholders('Write to {email} or call {phone} about {siteName} {unknown}', values)).toBe(
      'Write to a@b.test or call (210) 555-0000 about Guide {unknown}',
    );
  });

  it('leaves out a line that names an empty value, so a site without a phone shows no "Phone:" label', () => {
    const values = { email: 'a@b.test', phone: '' };
    expect(fillPlaceholders('- **E-mail:** {email}\n- **Phone:** {phone}\n\nThanks.', values)).toBe(
      '- **E-mail:** a@b.test\n\nThanks.',
    );
  });

  it('the address placeholder is the San Antonio mailing address', () => {
    expect(placeholderValues().address).toMatch(/San Antonio, TX \d{5}/);
  });

  it.each(['privacy', 'terms'])('content/pages/%s.md only uses known placeholders', (name) => {
    const markdown = readFileSync(`content/pages/${name}.md`, 'utf8');
    const used = new Set([...markdown.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    const known = new Set(Object.keys(placeholderValues()));
    expect([...used].filter((key) => !known.has(key!))).toEqual([]);
    expect(fillPlaceholders(markdown)).not.toMatch(/\{(email|phone|address|company|siteName|city)\}/);
  });
});
