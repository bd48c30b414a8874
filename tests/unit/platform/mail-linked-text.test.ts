/**
 * What counts as a link in a business owner's answer (src/platform/server/mail/linked-text.ts): http(s) addresses,
 * e-mail addresses and North American phone numbers, each shown as typed; nothing else.
 */
import { describe, expect, it } from 'vitest';
import { linkedParts } from '#src/platform/server/mail/linked-text.ts';

const links = (text: string) => linkedParts(text).flatMap((p) => (p.href ? [[p.text, p.href]] : []));

describe('linkedParts', () => {
  it('cuts the text into plain parts and links that join back into the text', () => {
    const text = 'Book: https://example.com/book?x=1. Or info@fins.example, or call (361) 555-0100!';
    expect(linkedParts(text)).toEqual([
      { text: 'Book: ' },
      { text: 'https://example.com/book?x=1', href: 'https://example.com/book?x=1', kind: 'url' },
      { text: '. Or ' },
      { text: 'info@fins.example', href: 'mailto:info@fins.example', kind: 'email' },
      { text: ', or call ' },
      { text: '(361) 555-0100', href: 'tel:3615550100', kind: 'phone' },
      { text: '!' },
    ]);
    expect(linkedParts('').map((p) => p.text)).toEqual(['']);
  });

  it('leaves sentence punctuation out of an address but keeps its own parentheses', () => {
    expect(links('(see https://a.example/d), or https://a.example/w_(b).')).toEqual([
      ['https://a.example/d', 'https://a.example/d'],
      ['https://a.example/w_(b)', 'https://a.example/w_(b)'],
    ]);
  });

  it('reads the usual ways to write a phone number, and no dates, times, prices or ZIP codes', () => {
    expect(links('+1 361 555 0100, 361.555.0100 or 1-800-555-0199')).toEqual([
      ['+1 361 555 0100', 'tel:+13615550100'],
      ['361.555.0100', 'tel:3615550100'],
      ['1-800-555-0199', 'tel:18005550199'],
    ]);
    expect(links('at 7:00 on 2026-12-05 for $1,200.00, ZIP 78373-1234, order 12345678901234')).toEqual([]);
  });

  it('links no other scheme, no bare host name and nothing cut at an invisible character', () => {
    expect(links('javascript:alert(1) data:text/html,x ftp://a.example evil.example https:// x@y')).toEqual([]);
    expect(links('<a href="https://a.example">x</a>')).toEqual([['https://a.example', 'https://a.example']]);
    expect(links('https://a.example\u202Emoc.evil')).toEqual([['https://a.example', 'https://a.example']]);
  });
});
