/**
 * Text someone typed (a name, a business name, an event title, a message, a reason), as the site's mails
 * show it. A mail may be read by someone other than the typist: a name like "Account
 * suspended: reply with your password" must read as what a person typed, not as the site speaking. So
 * typed text is always labelled by the site's own words ("Someone who gave the name “…”"), set in
 * quotation marks, never the first words of a mail, on one line (or, for long text, in a quoted block),
 * and never a link: a zero-width space after each dot, colon, slash or @ (also the full-width and
 * ideographic dots, which host names accept as dots) keeps mail apps from turning `evil.example` into
 * one, while a reader sees the same text. The one exception is a business owner's answer to the reader's own
 * question (answerBlock), which is meant to reach them with its links.
 *
 * Own code: mail libraries escape HTML (renderEmail does) but know nothing of text posing as the sender;
 * the rules here are a few lines each.
 */

export interface TypedBlock {
  /** The site's words saying whose text follows, e.g. "Their message:". */
  label: string;
  lines: string[];
  /** Set by answerBlock(): the lines' web and e-mail addresses and phone numbers are links (./linked-text.ts). */
  links?: boolean;
}

const ZERO_WIDTH_SPACE = '\u200B';
/** What a mail app needs to see a link, a host or an address: each is followed by a zero-width space. */
const LINK_JOINTS = /([.:/\\@\u3002\uFF0E\uFF61])(?=\S)/g;
/** Control and format characters (bidi overrides, zero-width characters): they can hide or reorder text. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** Quotation marks inside typed text are straightened so they cannot seem to close ours. */
const QUOTES = /[\u201C\u201D\u201E\u201F\u00AB\u00BB]/g;

const visibleLine = (line: string) => line.replace(INVISIBLE, '').replace(QUOTES, '"');
const cleanLine = (line: string) => visibleLine(line).replace(LINK_JOINTS, `$1${ZERO_WIDTH_SPACE}`);

function blockLines(text: string, clean: (line: string) => string): string[] {
  const lines = text.split(/\r\n|[\r\n\u2028\u2029]/).map((line) => clean(line.replace(/\s+/g, ' ').trimEnd()));
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** Typed text for use inside a sentence: on one line, in “quotation marks”, linking nothing. */
export function quoted(text: string): string {
  return `\u201C${cleanLine(text.replace(/[\s\u2028\u2029]+/g, ' ').trim())}\u201D`;
}

/** Longer typed text (a message, a reason) as its own quoted block under a label; line breaks kept. */
export function typedBlock(label: string, text: string): TypedBlock {
  return { label, lines: blockLines(text, cleanLine) };
}

/**
 * A business owner's answer to the reader's own question: the one typed text meant to reach the reader as a
 * message, "book here" or "call us" included. Still quoted under the site's label, still without invisible
 * characters, but its addresses and numbers arrive intact (no zero-width spaces) and are links in the HTML part,
 * shown in full (./linked-text.ts says what is linked). Text from anyone else stays a typedBlock().
 */
export function answerBlock(label: string, text: string): TypedBlock {
  return { label, lines: blockLines(text, visibleLine), links: true };
}
