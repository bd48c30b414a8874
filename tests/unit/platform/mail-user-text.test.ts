/**
 * How mails show text someone typed (src/platform/server/mail/user-text.ts): quoted, on one line or
 * in a labelled block, with nothing a mail app could turn into a link and nothing invisible; except a business
 * owner's answer to the reader (answerBlock), whose addresses and numbers stay intact and become links.
 */
import { describe, expect, it } from 'vitest';
import { renderEmail } from '#src/platform/server/mail/templates.ts';
import { answerBlock, quoted, typedBlock } from '#src/platform/server/mail/user-text.ts';

const ZWSP = '\u200B';

describe('quoted', () => {
  it('puts the text in quotation marks on one line', () => {
    expect(quoted('  Account suspended:\n\nreply with your password ')).toBe(
      '\u201CAccount suspended: reply with your password\u201D',
    );
  });

  it('breaks every host, scheme and address a mail app could link, including full-width and ideographic dots', () => {
    expect(quoted('https://evil.example/login')).toBe(
      `\u201Chttps:${ZWSP}/${ZWSP}/${ZWSP}evil.${ZWSP}example/${ZWSP}login\u201D`,
    );
    expect(quoted('\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF45\uFF58')).toBe(
      `\u201C\uFF45\uFF56\uFF49\uFF4C\uFF0E${ZWSP}\uFF45\uFF58\u201D`,
    );
    expect(quoted('evil\u3002example')).toBe(`\u201Cevil\u3002${ZWSP}example\u201D`);
    expect(quoted('me@evil.example')).toBe(`\u201Cme@${ZWSP}evil.${ZWSP}example\u201D`);
    // Ordinary punctuation followed by a space is left alone.
    expect(quoted('J. R. Smith: owner')).toBe('\u201CJ. R. Smith: owner\u201D');
  });

  it('drops bidi overrides and other invisible characters, and straightens quotation marks that could close ours', () => {
    expect(quoted('Ann\u202Egnp.exe\u202C')).toBe(`\u201CAnngnp.${ZWSP}exe\u201D`);
    expect(quoted('Fins\u200B Grill\u0007')).toBe('\u201CFins Grill\u201D');
    expect(quoted('Fins\u201D Your account is suspended \u201C')).toBe('\u201CFins" Your account is suspended "\u201D');
  });
});

describe('typedBlock', () => {
  it('keeps the lines under the site’s label, cleaned the same way', () => {
    expect(typedBlock('Message:', 'Hello\r\nVisit www.evil.example\n\n')).toEqual({
      label: 'Message:',
      lines: ['Hello', `Visit www.${ZWSP}evil.${ZWSP}example`],
    });
  });
});

describe('answerBlock', () => {
  const answer = 'Book at https://example.com/book?x=1 or info@fins.example,\r\ncall (361) 555-0100 at 7:00.\n';

  it('keeps addresses, numbers and times intact, drops invisible characters and marks the lines as linked', () => {
    expect(answerBlock('Their answer:', `${answer}\u202E`)).toEqual({
      label: 'Their answer:',
      lines: ['Book at https://example.com/book?x=1 or info@fins.example,', 'call (361) 555-0100 at 7:00.'],
      links: true,
    });
  });

  it('is links in the HTML part and plain in the text part; the rest stays escaped', () => {
    const mail = renderEmail({
      subject: 'An answer',
      heading: 'You have an answer',
      paragraphs: [answerBlock('Their answer:', `${answer}<b>x</b> javascript:alert(1)`), typedBlock('Other:', 'a@b.example')],
    });
    expect(mail.text).toContain('> Book at https://example.com/book?x=1 or info@fins.example,\n> call (361) 555-0100 at 7:00.');
    expect(mail.html).toContain(
      'Book at <a href="https://example.com/book?x=1" style="color:#0e7490;word-break:break-all">https://example.com/book?x=1</a> or ',
    );
    expect(mail.html).toContain('>info@fins.example</a>,<br>call <a href="tel:3615550100"');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt; javascript:alert(1)');
    expect(mail.html).not.toContain('href="javascript');
    // Text from anyone else is still broken up and never linked.
    expect(mail.html).toContain(`a@${ZWSP}b.${ZWSP}example`);
    expect(mail.html).not.toContain('mailto:a@b');
  });
});
