/**
 * Paths that are themselves a secret: whoever holds one can read and write what it opens (a visitor's private
 * enquiry thread has no account, its link is the key). The request log (./server.ts), whatever Astro or Node print
 * (./console-to-log.ts) and the reference nginx's access log (deploy/nginx/http.conf, `map $uri $guide_log_path`)
 * write these with the secret replaced; queries, where the other tokens travel (verify-email, reset-password,
 * newsletter links), are never logged at all.
 *
 * tests/unit/serve/secret-paths.test.ts checks that every route under src/pages with a secret parameter is here,
 * and tests/api/serve/request-log.test.ts sends each example through the server and through nginx.
 */
export interface SecretPath {
  /** The route, as Astro names it (the secret is its first parameter): also the redacted form written to the logs. */
  route: string;
  /** A path that must be caught (the tests send it). */
  example: string;
}

export const SECRET_PATHS: readonly SecretPath[] = [
  { route: '/enquiries/[token]', example: '/enquiries/qvwptrhtu2dmt5gzn5d4fb4w4mlqf26l' },
];

/** The route's fixed segments before its secret, each followed by any run of slashes (Astro answers `//x//y` too). */
const prefixOf = (route: string): string =>
  route
    .split('/[')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => `/+${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
    .join('');

/** A whole path (case-insensitive: `/Enquiries/x` reaches the same page); everything after the secret goes too. */
const PATH_PATTERNS = SECRET_PATHS.map((secret) => ({
  route: secret.route,
  pattern: new RegExp(`^${prefixOf(secret.route)}/+[^/]`, 'i'),
}));

/** The same paths anywhere in a line of text (an error message naming the URL it failed on). */
const TEXT_PATTERNS = SECRET_PATHS.map((secret) => ({
  route: secret.route,
  pattern: new RegExp(`${prefixOf(secret.route)}/+[^/\\s?#"'<>]+`, 'gi'),
}));

/** Percent-decoded when it decodes (`/%65nquiries/…` reaches the same page), else as written. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The path to log for a request target: without its query, and with a secret path replaced by its route. */
export function loggedPath(target: string): string {
  const path = target.split('?')[0] || '/';
  const plain = decoded(path);
  return PATH_PATTERNS.find((secret) => secret.pattern.test(plain))?.route ?? path;
}

/** `text` with every secret path in it replaced by its route. */
export function withoutSecretPaths(text: string): string {
  return TEXT_PATTERNS.reduce((result, secret) => result.replace(secret.pattern, secret.route), text);
}
