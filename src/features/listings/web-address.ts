/**
 * Web addresses people type: a listing's website, an event's ticket and image links, social and booking links.
 * Parsed by the platform's URL parser (the WHATWG one browsers use), so what is stored is the address a browser
 * would actually open: `//evil.example` becomes `https://evil.example`, `https://evil.example\@good.com` becomes
 * `https://evil.example/@good.com` (the host is evil.example, as a browser reads it). Browser-safe.
 */

/**
 * C0 controls (CR, LF, NUL, tab …), DEL, C1 controls and the Unicode line and paragraph separators. Nobody means
 * them in an address; the URL parser would silently drop some (tab, CR, LF) and keep others, and a stored one breaks
 * a redirect's Location header and a log line. Refused outright, with a message of their own.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const controlCharacterMessage = 'Web addresses cannot contain line breaks or other control characters';

/**
 * The http(s) address `value` names, or null. Without a scheme https:// is assumed (people type "fins.com");
 * the host must be dotted (no "localhost"), with no user name or password in front of it.
 */
export function parseWebAddress(value: string): URL | null {
  if (CONTROL_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname)) return null;
  return url;
}

/** The address as stored and shown: the parser's serialisation, without the "/" it adds to a bare host. */
export const webAddressText = (url: URL): string => (url.href === `${url.origin}/` ? url.origin : url.href);

/**
 * A stored link fit for a redirect's Location header, or undefined. Values saved before addresses were checked may
 * hold control characters (refused: a 404 rather than a failing header) or non-ASCII text (re-serialised by the URL
 * parser into the ASCII form a header carries).
 */
export function redirectTarget(target: string | undefined): string | undefined {
  if (!target || CONTROL_CHARACTERS.test(target)) return undefined;
  if (/^[\x21-\x7e]+$/.test(target)) return target;
  try {
    return new URL(target).href;
  } catch {
    return undefined;
  }
}
