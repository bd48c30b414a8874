/**
 * The enhanced description (premium): markdown with a small safe subset, rendered by `marked` through an
 * allow-list renderer — the one sanitizer for owner-written text on the site. Paragraphs, line breaks,
 * bold, italics, bullet and numbered lists and http(s)/mailto links become HTML; raw HTML is shown as text,
 * and anything else (headings, images, code, quotes, tables) keeps only its text. Every piece of text goes
 * through `escapeHtml`, and link addresses are rebuilt by the URL parser, so a stored payload stays inert.
 * A listing without active premium shows the plain text, cut to the free length (hidden, never deleted).
 */
import { Marked, type RendererObject, type Tokens } from 'marked';
import { escapeHtml } from '#src/platform/escape-html.ts';
import { FREE_DESCRIPTION_MAX } from '#src/features/listings/profile.schema.ts';

function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return ['https:', 'http:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Escapes markup but leaves character references (`&amp;`, `&#39;`) as typed: they cannot open a tag, and
 * the lexer passes them through, so escaping them again would show "&amp;amp;".
 */
const escapeText = (s: string) =>
  escapeHtml(s).replace(/&amp;(#\d{1,7}|#[xX][a-fA-F0-9]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, '&$1;');

/** The few references the plain text may hold, as the characters they stand for (it is escaped where placed). */
const decodeBasic = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** Shared by both renderers: structures outside the subset keep their text only. */
const textOnly = (escape: (s: string) => string, wrap: (s: string) => string): RendererObject => ({
  html: ({ text, block }) => (block ? wrap(escape(text.trim())) : escape(text)),
  code: ({ text }) => wrap(escape(text)),
  codespan: ({ text }) => escape(text),
  image: ({ text }) => escape(text),
  hr: () => '',
  checkbox: () => '',
  table: ({ raw }) => wrap(escape(raw.trim())),
  del({ tokens }) {
    return this.parser.parseInline(tokens);
  },
  blockquote({ tokens }) {
    return this.parser.parse(tokens);
  },
});

const rich = new Marked({
  gfm: true,
  async: false,
  renderer: {
    ...textOnly(escapeText, (s) => `<p>${s}</p>\n`),
    text(token: Tokens.Text | Tokens.Escape) {
      return 'tokens' in token && token.tokens ? this.parser.parseInline(token.tokens) : escapeText(token.text);
    },
    heading({ tokens }) {
      return `<p><strong>${this.parser.parseInline(tokens)}</strong></p>\n`;
    },
    link({ href, tokens }) {
      const text = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      return safe ? `<a href="${escapeHtml(safe)}" rel="nofollow ugc noopener">${text}</a>` : text;
    },
    codespan({ text }) {
      return escapeText(text);
    },
  },
});

const plain = new Marked({
  gfm: true,
  async: false,
  renderer: {
    ...textOnly(
      (s) => s,
      (s) => `${s}\n\n`,
    ),
    text(token: Tokens.Text | Tokens.Escape) {
      return 'tokens' in token && token.tokens ? this.parser.parseInline(token.tokens) : token.text;
    },
    paragraph({ tokens }) {
      return `${this.parser.parseInline(tokens)}\n\n`;
    },
    heading({ tokens }) {
      return `${this.parser.parseInline(tokens)}\n\n`;
    },
    strong({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    em({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    br: () => '\n',
    link({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    list(token) {
      return `${token.items.map((item) => `• ${this.parser.parse(item.tokens).trim()}`).join('\n')}\n\n`;
    },
    listitem(item) {
      return this.parser.parse(item.tokens);
    },
    space: () => '',
  },
});

/** Safe HTML for a premium listing's description. */
export const renderRichDescription = (markdown: string): string => rich.parse(markdown) as string;

/** Text cut at `max` characters on a word boundary, with an ellipsis where it was cut. */
const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')}…` : text);

/** Plain text paragraphs (markup removed), cut at `max` characters on a word boundary. */
export function plainDescription(markdown: string, max = FREE_DESCRIPTION_MAX): string[] {
  const text = decodeBasic(plain.parse(markdown) as string)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cut(text, max).split(/\n{2,}/);
}

/**
 * One line from `plainDescription`'s paragraphs, cut at `max` characters (a meta description): the same as
 * `plainDescription(markdown, max).join(' ')` when `max` is the shorter, without parsing the markdown again.
 */
export const plainSummary = (paragraphs: string[], max: number): string =>
  cut(paragraphs.join('\n\n'), max)
    .split(/\n{2,}/)
    .join(' ');
