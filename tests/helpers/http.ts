/** Small fetch wrappers for API tests: JSON in/out, a cookie jar, a same-site Origin by default. */
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class Client {
  private cookies = new Map<string, string>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(
    path: string,
    {
      method = 'GET',
      json,
      body,
      headers = {},
      origin = this.baseUrl,
    }: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; origin?: string | null } = {},
  ): Promise<JsonResponse<T>> {
    const h = new Headers(headers);
    if (json !== undefined) h.set('Content-Type', 'application/json');
    if (origin && method !== 'GET' && method !== 'HEAD') h.set('Origin', origin);
    if (this.cookies.size > 0) h.set('Cookie', this.cookieHeader());
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: h,
      body: json !== undefined ? JSON.stringify(json) : body,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string, init: Parameters<Client['request']>[1] = {}) {
    return this.request<T>(path, { ...init, method: 'GET' });
  }

  /**
   * GET that follows permanent redirects (301, 308), as a browser does: a listing's short or outdated address
   * answers 301 to its canonical one.
   */
  async getFollowing<T = unknown>(path: string, init: Parameters<Client['request']>[1] = {}) {
    let res = await this.get<T>(path, init);
    for (let hops = 0; (res.status === 301 || res.status === 308) && hops < 5; hops++) {
      res = await this.get<T>(res.headers.get('location')!, init);
    }
    return res;
  }

  post<T = unknown>(path: string, json?: unknown, init: Parameters<Client['request']>[1] = {}) {
    return this.request<T>(path, { ...init, method: 'POST', json });
  }

  patch<T = unknown>(path: string, json?: unknown, init: Parameters<Client['request']>[1] = {}) {
    return this.request<T>(path, { ...init, method: 'PATCH', json });
  }
}

/** Posts fields as a plain HTML form would (urlencoded, no JavaScript), with the client's cookies. */
export const postForm = (client: Client, path: string, fields: Record<string, string>) =>
  client.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

/** The flash message a response sets, decoded from its Set-Cookie header (empty when none). */
export const flashOf = (res: { headers: Headers }) => decodeURIComponent(res.headers.get('set-cookie') ?? '');
