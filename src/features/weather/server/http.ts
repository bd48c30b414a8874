/**
 * The one place weather code talks HTTP. Every request has a deadline (a visitor's request may be
 * waiting on it) and names us in User-Agent (NWS refuses anonymous clients and asks for a contact).
 */

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'malformed' | 'upstream' | 'empty';

export class UpstreamError extends Error {
  readonly kind: UpstreamFailure;
  readonly status?: number;
  constructor(kind: UpstreamFailure, message: string, status?: number) {
    super(message);
    this.name = 'UpstreamError';
    this.kind = kind;
    this.status = status;
  }
}

export interface FetchJsonOptions {
  userAgent: string;
  timeoutMs: number;
  accept?: string;
}

export const fetchJson = async (url: URL, options: FetchJsonOptions): Promise<unknown> => {
  let response: Response;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: options.accept ?? 'application/json' },
      signal,
      redirect: 'error', // a redirect could lead off the configured host
    });
  } catch (error) {
    if (signal.aborted) throw new UpstreamError('timeout', `${url.host}: no answer within ${options.timeoutMs} ms`);
    throw new UpstreamError('network', `${url.host}: ${(error as Error).message}`);
  }
  let text: string;
  try {
    // The deadline covers the body too: a server can send headers and then stall.
    text = await response.text();
  } catch {
    throw new UpstreamError('timeout', `${url.host}: body not complete within ${options.timeoutMs} ms`);
  }
  if (!response.ok) throw new UpstreamError('status', `${url.host}${url.pathname}: HTTP ${response.status}`, response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError('malformed', `${url.host}${url.pathname}: answer is not JSON`);
  }
};

/**
 * `base` + a fixed path. Paths come from our code or are rebuilt from validated identifiers, never
 * from a URL an upstream answer contains, so only the configured hosts are ever contacted.
 */
export const upstreamUrl = (base: string, path: string, query: Record<string, string> = {}): URL => {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
