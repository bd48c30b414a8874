/** Small fetch wrapper for islands: same-origin JSON with cookies, never throws on HTTP errors. */
export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T & { error?: string; errors?: Record<string, string[]>; message?: string };
}

export async function postJson<T = Record<string, unknown>>(url: string, body?: unknown, method = 'POST'): Promise<ApiResult<T>> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data: ApiResult<T>['data'];
  try {
    data = (await response.json()) as ApiResult<T>['data'];
  } catch {
    data = {} as ApiResult<T>['data'];
  }
  return { ok: response.ok, status: response.status, data };
}
