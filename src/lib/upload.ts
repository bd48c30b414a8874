/**
 * Multipart upload with progress for islands. fetch() cannot report upload progress, so this one
 * call uses XMLHttpRequest; answers are read like api-client's (never throws on HTTP errors).
 */
import type { ApiResult } from './api-client';

export function uploadForm<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let data: ApiResult<T>['data'];
      try {
        data = JSON.parse(xhr.responseText) as ApiResult<T>['data'];
      } catch {
        data = {} as ApiResult<T>['data'];
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, data });
    });
    const failed = () =>
      resolve({
        ok: false,
        status: 0,
        data: { error: 'The upload failed. Check your connection and try again.' } as ApiResult<T>['data'],
      });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    xhr.send(form);
  });
}
