/**
 * Prerendered pages for a signed-in visitor (issue 14 part 7): the page as built, with the account
 * items in the header slot and 'Dashboard' instead of 'Business Login' in the footer. Everyone else
 * keeps getting the shared, cacheable file; these answers are personal (no-store, Vary: Cookie, as
 * every signed-in answer is: src/server/http/personal-pages.ts). Each page is rewritten and compressed
 * once per role and kept in memory (two roles × the prerendered pages: small).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ACCOUNT_SLOT, accountNavHtml, LOGIN_LINK_MARK, signedInFooterLink, type AccountRole } from '@/lib/account-nav';
import { chooseCoding, type Coding } from './content-coding';
import { accountRoleFor } from './signed-in-lookup';
import type { StaticFile } from './static-files';

const FOOTER_LOGIN = new RegExp(
  `<a([^>]*?)href="/login"([^>]*?)\\s${LOGIN_LINK_MARK}(?:="[^"]*")?([^>]*)>\\s*Business Login\\s*</a>`,
);

function personalizeShell(html: string, role: AccountRole, pathname: string): string {
  return html
    .replace(ACCOUNT_SLOT, accountNavHtml(role, pathname))
    .replace(FOOTER_LOGIN, `<a$1href="${signedInFooterLink.href}"$2$3>${signedInFooterLink.label}</a>`);
}

type Bodies = Record<Coding, Buffer>;
const pages = new Map<string, Bodies>();

function bodiesFor(path: string, file: StaticFile, role: AccountRole): Bodies {
  const key = `${role}|${path}`;
  let bodies = pages.get(key);
  if (!bodies) {
    const identity = Buffer.from(personalizeShell(file.variants.identity.body.toString('utf8'), role, path));
    bodies = {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(identity, { level: 6 }),
    };
    pages.set(key, bodies);
  }
  return bodies;
}

/**
 * Answers a prerendered HTML page for a signed-in visitor; false when the visitor is not signed in.
 * `extraHeaders` are the security headers every static answer carries.
 */
export function serveSignedInPage(
  req: IncomingMessage,
  res: ServerResponse,
  {
    path,
    file,
    extraHeaders,
    requestId,
  }: { path: string; file: StaticFile; extraHeaders: Record<string, string>; requestId?: string },
): boolean {
  if (!file.type.startsWith('text/html')) return false;
  const role = accountRoleFor(req.headers);
  if (!role) return false;
  const bodies = bodiesFor(path, file, role);
  const coding = chooseCoding(req.headers['accept-encoding'], ['br', 'gzip', 'identity']) ?? 'identity';
  const body = bodies[coding];
  res.writeHead(200, {
    'Content-Type': file.type,
    'Cache-Control': 'no-store',
    Vary: 'Cookie, Accept-Encoding',
    ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
    'Content-Length': String(body.byteLength),
    ...extraHeaders,
    ...(requestId === undefined ? {} : { 'X-Request-Id': requestId }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
