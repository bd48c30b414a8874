/**
 * GET helper for the dashboards, with the spec's error rules (§8, §9): the error message is
 * 'HTTP {status}: {body or status text}'; lists retry up to 3 times with doubling delays, never on
 * 401/403/404; a 401 means logged out.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new HttpError(res.status, `${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as T;
}

export async function getJsonWithRetry<T>(url: string, retries = 3): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await getJson<T>(url);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      if (attempt >= retries || [401, 403, 404].includes(status)) throw error;
      await new Promise((r) => setTimeout(r, Math.min(30_000, 1000 * 2 ** attempt)));
    }
  }
}
