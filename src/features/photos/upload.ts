/**
 * Multipart upload with progress for islands. fetch() cannot report upload progress, so this one
 * call uses XMLHttpRequest; its answer is the API client's result (never throws on HTTP errors).
 */
import { failedRequest, toApiResult, type ApiResult } from '#src/platform/api-client.ts';

const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.';

export function uploadForm<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve(toApiResult<T>(xhr.status, xhr.responseText, new Headers())));
    xhr.addEventListener('error', () => resolve(failedRequest(UPLOAD_FAILED)));
    xhr.addEventListener('abort', () => resolve(failedRequest(UPLOAD_FAILED, true)));
    xhr.send(form);
  });
}
