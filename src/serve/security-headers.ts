/**
 * Headers for every response, static or on-demand. The page's own CSP (script/style hashes) comes
 * from Astro's security.csp; this baseline adds what a <meta> policy cannot express. The production
 * server (./server.ts) and Astro's middleware both use it.
 */
import { env } from '#src/config/env.ts';

const BASELINE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // geolocation=(self): the directory's "Near me" asks for the visitor's position when they press it.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites may link to our pages and images but not embed them as their own resources.
    'Cross-Origin-Resource-Policy': 'same-site',
    'Content-Security-Policy': BASELINE_CSP,
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

const directiveName = (directive: string): string => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/**
 * Adds the baseline directives a page policy (from Astro) lacks. Browsers ignore, and complain
 * about, a directive given twice, so only missing ones are appended.
 */
export function mergeCsp(pagePolicy: string): string {
  let merged = mergedPolicies.get(pagePolicy);
  if (merged === undefined) {
    if (mergedPolicies.size >= MERGED_POLICIES_LIMIT) mergedPolicies.clear();
    mergedPolicies.set(pagePolicy, (merged = mergeMissing(pagePolicy)));
  }
  return merged;
}

/** A page's policy differs only by its script/style hashes: a few dozen distinct ones per build. */
const mergedPolicies = new Map<string, string>();
const MERGED_POLICIES_LIMIT = 500;

function mergeMissing(pagePolicy: string): string {
  const present = new Set(pagePolicy.split(';').map(directiveName));
  const missing = BASELINE_CSP.split(';').filter((d) => !present.has(directiveName(d)));
  return withTileOrigin([pagePolicy.replace(/[;\s]+$/, ''), ...missing.map((d) => d.trim())].join('; '));
}

/**
 * The page policy allows images from any https: origin (map tiles included); a tile server on plain
 * http: (a local one, the tests' stub) is added to `img-src` by origin (MAP_TILES_URL).
 */
function withTileOrigin(policy: string): string {
  let origin;
  try {
    const url = new URL(env.mapTilesUrl);
    if (url.protocol !== 'http:') return policy;
    origin = url.origin;
  } catch {
    return policy;
  }
  return policy.replace(/(^|;\s*)(img-src[^;]*)/, `$1$2 ${origin}`);
}
