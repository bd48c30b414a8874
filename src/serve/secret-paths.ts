/**
 * Paths that are themselves a secret: whoever holds one can read and write what it opens (a visitor's private
 * enquiry thread has no account, its link is the key). The request log (./server.ts) and the reference nginx's access
 * log (deploy/nginx/http.conf, `map $uri $guide_log_path`) write these with the secret replaced; queries, where the
 * other tokens travel (verify-email, reset-password, newsletter links), are never logged at all.
 *
 * tests/unit/serve/secret-paths.test.ts checks that every route under src/pages with a secret parameter is here,
 * and tests/api/serve/request-log.test.ts sends each example through the server and through nginx.
 */
export interface SecretPath {
  /** The route, as Astro names it: also the redacted form written to the logs. */
  route: string;
  /**
   * The path's secret part, case-insensitive and with any run of slashes (Astro answers `//Enquiries/x` as the
   * thread page too); everything after it is dropped from the log line along with it.
   */
  pattern: RegExp;
  /** A path the pattern must catch (the tests send it). */
  example: string;
}

export const SECRET_PATHS: readonly SecretPath[] = [
  {
    route: '/enquiries/[token]',
    pattern: /^\/+enquiries\/+[^/]/i,
    example: '/enquiries/qvwptrhtu2dmt5gzn5d4fb4w4mlqf26l',
  },
];

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
  return SECRET_PATHS.find((secret) => secret.pattern.test(plain))?.route ?? path;
}
