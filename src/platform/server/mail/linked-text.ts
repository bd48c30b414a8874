/**
 * The links in a message a business owner wrote to the visitor who asked them a question: web addresses (http and
 * https only), e-mail addresses and phone numbers, so the visitor can tap "book here" or call. The owner is the
 * reader's correspondent, not a stranger, but may still be hostile, so only what is spelled out becomes a link,
 * its text is always the whole address as typed (a link cannot say one place and lead to another), and everything
 * else stays text: markup, `javascript:` and other schemes, bare host names.
 *
 * Own code: linkify-it is not a dependency of the site and knows no phone numbers; three patterns do here.
 */
import { telHref } from '#src/platform/format.ts';

export type LinkedPart =
  | { text: string; href?: undefined; kind?: undefined }
  | { text: string; href: string; kind: 'url' | 'email' | 'phone' };

/** Ends at a space, a quote, markup or an invisible character (a bidi override could make the shown text lie). */
const URL_PATTERN = String.raw`https?://[^\s<>"'\x60\p{C}]+`;
const EMAIL_PATTERN = String.raw`[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}`;
/** North American numbers: (361) 555-0100, 361-555-0100, 361.555.0100, +1 361 555 0100. */
const PHONE_PATTERN = String.raw`(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}`;
/** Each only where a word starts and ends, so no address or number is cut out of a longer one. */
const LINKS = new RegExp(String.raw`(?<![\w@.+/-])(?:(${URL_PATTERN})|(${EMAIL_PATTERN})|(${PHONE_PATTERN}))(?![\w@])`, 'giu');

/** Punctuation that ends a sentence rather than the address: "see https://x.example/a." */
const TRAILING = /[.,;:!?'")\]}]$/;

function trimUrl(url: string): string {
  let out = url;
  while (TRAILING.test(out)) {
    // A closing parenthesis belongs to the address when it has its opening one: https://x.example/a_(b)
    if (out.endsWith(')') && out.split('(').length > out.split(')').length - 1) break;
    out = out.slice(0, -1);
  }
  return out;
}

const isWebUrl = (text: string) => URL.canParse(text) && new URL(text).hostname !== '';

/** The text cut into plain parts and links, in order; joined, the parts' texts are the text unchanged. */
export function linkedParts(text: string): LinkedPart[] {
  const parts: LinkedPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINKS)) {
    const [found, url, email] = match;
    const start = match.index;
    let link: LinkedPart;
    if (url) {
      const trimmed = trimUrl(found);
      if (!isWebUrl(trimmed)) continue;
      link = { text: trimmed, href: trimmed, kind: 'url' };
    } else if (email) link = { text: found, href: `mailto:${found}`, kind: 'email' };
    else link = { text: found, href: telHref(found), kind: 'phone' };
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push(link);
    at = start + link.text.length;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at) });
  return parts;
}
