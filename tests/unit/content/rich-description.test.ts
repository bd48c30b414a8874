/** The one sanitizer for owner-written descriptions: the safe subset renders, every XSS payload stays inert text. */
import { describe, expect, it } from 'vitest';
import { plainDescription, plainSummary, renderRichDescription } from '#src/features/content/server/rich-description.ts';

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[x](https://ok.example/"onmouseover="alert(1))',
  '![x" onerror="alert(1)](https://x.example/a.png)',
  '<a href="javascript:alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '<<script>script>alert(1)<</script>/script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<style>body{display:none}</style>',
  '[a](https://x.example "title" onclick="alert(1)")',
];

/** Every tag in the output is one of the subset, and no attribute other than a link's href/rel appears. */
function expectOnlySafeMarkup(html: string) {
  for (const tag of html.match(/<\/?[a-zA-Z][^>]*>/g) ?? []) {
    expect(tag).toMatch(/^<\/?(p|strong|em|ul|ol|li|br|a)( href="(https?|mailto):[^"<>]*" rel="nofollow ugc noopener")?\s*\/?>$/);
  }
  // Schemes may appear as escaped text, never inside an attribute.
  expect(html).not.toMatch(/(href|src)="(?!https?:|mailto:)/i);
}

describe('renderRichDescription', () => {
  it('renders paragraphs, bold, italics, bullet lists and links', () => {
    const html = renderRichDescription(
      'Fresh **Gulf** shrimp, *daily*.\n\nWe offer:\n\n- Charters\n- [Bait](https://bait.example/shop)\n\nMail [us](mailto:hi@example.com).',
    );
    expect(html).toContain('<p>Fresh <strong>Gulf</strong> shrimp, <em>daily</em>.</p>');
    expect(html).toContain(
      '<ul>\n<li>Charters</li>\n<li><a href="https://bait.example/shop" rel="nofollow ugc noopener">Bait</a></li>',
    );
    expect(html).toContain('<a href="mailto:hi@example.com" rel="nofollow ugc noopener">us</a>');
    expectOnlySafeMarkup(html);
  });

  it.each(payloads)('keeps %s inert', (payload) => {
    const html = renderRichDescription(`Before ${payload} after\n\n${payload}`);
    expectOnlySafeMarkup(html);
    expect(html).not.toMatch(/<(script|img|svg|iframe|details|style)/i);
  });

  it('keeps character references as typed instead of double-escaping them', () => {
    expect(renderRichDescription('Fish &amp; Chips & more')).toBe('<p>Fish &amp; Chips &amp; more</p>\n');
  });
});

describe('plainDescription (free and lapsed listings)', () => {
  it('drops the markup and keeps paragraphs and list items as text', () => {
    expect(plainDescription('Fresh **Gulf** shrimp.\n\n- one\n- [two](https://x.example)')).toEqual([
      'Fresh Gulf shrimp.',
      '• one\n• two',
    ]);
  });
  it('cuts at the free length on a word boundary (the rest stays stored, hidden)', () => {
    const long = `${'word '.repeat(400)}end`;
    const [text] = plainDescription(long, 1000);
    expect(text!.length).toBeLessThanOrEqual(1001);
    expect(text!.endsWith('word…')).toBe(true);
  });
  it('returns raw text for the page to escape (no HTML is produced)', () => {
    expect(plainDescription('<b>hi</b> &amp;')).toEqual(['<b>hi</b> &']);
  });
});

describe('plainSummary (the meta description)', () => {
  const word = (i: number) => ['tarpon', 'jetty', 'kayak', 'redfish', 'ferry'][i % 5]!;
  const prose = (words: number) => Array.from({ length: words }, (_, i) => word(i)).join(' ');
  it('equals cutting the markdown at its length, for short, cut and long descriptions', () => {
    for (const markdown of [
      'Bait and **ice**.',
      `## Hours\n\n${prose(12)}\n\n- ${prose(20)}\n- ${prose(8)}`,
      `${prose(30)}\n\n\n\n${prose(40)}`,
      `${prose(150)}\n\n${prose(150)}`,
    ]) {
      expect(plainSummary(plainDescription(markdown), 150)).toBe(plainDescription(markdown, 150).join(' '));
    }
    expect(plainSummary(plainDescription(prose(100)), 150)).toMatch(/^tarpon jetty .{100,140}…$/);
  });
});
