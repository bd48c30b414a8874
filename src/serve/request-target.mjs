/**
 * One spelling per request target (N2). Every rule of the HTTP layer (the `/_image` refusal, the body
 * limits, the caches, the client files) and Astro's router must see the same path, or a rule can be
 * walked around by writing the path differently: `/%5Fimage`, `/./_image`, `/x/../_image`, `//_image`
 * and `/\_image` all reached Astro's image endpoint while the rule tested the raw text for `/_image`.
 * So the server rewrites `req.url` to the canonical target once, before anything reads it.
 *
 * Own code because the platform's parser does only part of it: WHATWG `URL` (what Astro parses the
 * target with) reads `\` as `/` and escapes what a path may not hold as it is, but it neither decodes
 * percent-encoded unreserved characters (RFC 3986 §6.2.2.2, which Astro's router does decode) nor
 * collapses repeated slashes; and Node 20's parser leaves some dot segments in (`/x/.a/../y` stays as
 * it is). Those steps, and RFC 3986's remove_dot_segments, are done here, then `URL` does the rest, so
 * the result parses back to itself: what a rule sees is exactly the path Astro routes on.
 *
 * Rewriting (rather than redirecting to the canonical spelling) works for every method, costs no round
 * trip, and leaves nothing to answer under the other spelling.
 */

/** RFC 3986 §2.3: a percent-encoded one of these means the character itself. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/;

/**
 * Targets that are canonical as they stand (most requests): a path of plain characters without empty
 * or dot segments, and an optional non-empty query of plain characters. Anything else takes the full
 * route below, which also gives these unchanged.
 */
const PLAIN = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@/?]+)?$/;

const BASE = 'http://target.invalid';

/** `%5f` → `_`, `%7e` → `~`; every other escape kept, in upper case (RFC 3986 §6.2.2.1). */
/** @param {string} text */
const decodeUnreserved = (text) =>
  text.replace(ESCAPE, (escape, hex) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });

/** RFC 3986 §5.2.4: `/a/./b/../c` → `/a/c`, `/a//../c` → `/a/c`; a final `.` or `..` leaves a `/`. */
/** @param {string} path */
function removeDotSegments(path) {
  const segments = path.split('/');
  /** @type {string[]} */
  const kept = [];
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '..') kept.pop();
    else if (segment !== '.') kept.push(segment);
    if ((segment === '.' || segment === '..') && i === segments.length - 1) kept.push('');
  }
  return `/${kept.join('/')}`;
}

/**
 * The canonical form of a request target: path (dot segments resolved, `\` read as `/`, repeated
 * slashes collapsed, unreserved characters decoded; `%2F` and other reserved escapes kept) and query
 * (unreserved characters decoded). Undefined for a target that is not a path, has a broken escape, or
 * does not decode to UTF-8: the server answers those 400.
 */
/** @param {string | undefined} raw @returns {string | undefined} */
export function canonicalTarget(raw) {
  if (!raw) return undefined;
  if (PLAIN.test(raw) && !raw.includes('//') && !raw.includes('/.')) return raw;
  let target = raw;
  if (target[0] !== '/') {
    // The absolute form (`GET http://host/path`, RFC 9112 §3.2.2): only its path and query count.
    if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return undefined;
    const url = new URL(target);
    target = url.pathname + url.search;
  }
  const hash = target.indexOf('#');
  if (hash !== -1) target = target.slice(0, hash);
  if (STRAY_PERCENT.test(target)) return undefined;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  // With `\` read as `/` and `%2e` decoded to a dot: dot segments resolved as URL and RFC 3986 resolve
  // them (`/x//..` is `/x/`), then repeated slashes collapsed; URL escapes what may not stand as it is.
  const flatPath = removeDotSegments(decodeUnreserved(path).replace(/\\/g, '/')).replace(/\/{2,}/g, '/');
  const url = new URL(flatPath + decodeUnreserved(query), BASE);
  const canonical = url.pathname + url.search;
  try {
    decodeURI(canonical);
  } catch {
    return undefined; // an escape that is not UTF-8 (`%FF`): no route could match it
  }
  return canonical;
}
