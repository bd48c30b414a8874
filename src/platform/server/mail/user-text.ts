/**
 * Text someone typed (a name, a business name, an event title, a message, a reason), as the site's mails
 * show it. A mail may be read by someone other than the typist: a name like "Account
 * suspended: reply with your password" must read as what a person typed, not as the site speaking. So
 * typed text is always labelled by the site's own words ("Someone who gave the name “…”"), set in
 * quotation marks, never the first words of a mail, on one line (or, for long text, in a quoted block),
 * and never a link: a zero-width space after each dot, colon, slash or @ (also the full-width and
 * ideographic dots, which host names accept as dots) keeps mail apps from turning `evil.example` into
 * one, while a reader sees the same text.
 *
 * Own code: mail libraries escape HTML (renderEmail does) but know nothing of text posing as the sender;
 * the rules here are a few lines each.
 */

export interface TypedBlock {
  /** The site's words saying whose text follows, e.g. "Their message:". */
  label: string;
  lines: string[];
}

const ZERO_WIDTH_SPACE = '\u200B';
/** What a mail app needs to see a link, a host or an address: each is followed by a zero-width space. */
const LINK_JOINTS = /([.:/\\@\u3002\uFF0E\uFF61])(?=\S)/g;
/** Control and format characters (bidi overrides, zero-width characters): they can hide or reorder text. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** Quotation marks inside typed text are straightened so they cannot seem to close ours. */
const QUOTES = /[\u201C\u201D\u201E\u201F\u00AB\u00BB]/g;

function cleanLine(line: string): string {
  return line.replace(INVISIBLE, '').replace(QUOTES, '"').replace(LINK_JOINTS, `$1${ZERO_WIDTH_SPACE}`);
}

/** Typed text for use inside a sentence: on one line, in “quotation marks”, linking nothing. */
export function quoted(text: string): string {
  return `\u201C${cleanLine(text.replace(/[\s\u2028\u2029]+/g, ' ').trim())}\u201D`;
}

/** Longer typed text (a message, a reason) as its own quoted block under a label; line breaks kept. */
export function typedBlock(label: string, text: string): TypedBlock {
  const lines = text.split(/\r\n|[\r\n\u2028\u2029]/).map((line) => cleanLine(line.replace(/\s+/g, ' ').trimEnd()));
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return { label, lines };
}
