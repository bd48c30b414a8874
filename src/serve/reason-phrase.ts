/**
 * Every answer's status line carries the standard reason phrase for its code. Astro copies a Response's
 * `statusText` onto Node's `statusMessage`, and a page that sets only `Astro.response.status` keeps the "OK" of the
 * 200 it started from, so `/site-busy` said `HTTP/1.1 503 OK`; Node fills the phrase in only while none is set. The
 * site never words its own phrases, so the code decides, whatever was set before or passed to `writeHead`.
 */
import { STATUS_CODES, type OutgoingHttpHeader, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

export function useStandardReasonPhrases(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res);
  // Node's own implicit header write (`res.end()` without `writeHead`) goes through this too.
  res.writeHead = ((statusCode: number, reasonOrHeaders?: string | Headers, headers?: Headers) =>
    writeHead(
      statusCode,
      STATUS_CODES[statusCode] ?? 'Unknown',
      typeof reasonOrHeaders === 'string' ? headers : reasonOrHeaders,
    )) as ServerResponse['writeHead'];
}
