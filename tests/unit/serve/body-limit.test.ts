import { expect, it } from 'vitest';
import { PHOTO_UPLOAD_LIMIT_BYTES } from '#src/features/photos/server/multipart.ts';
import { MAX_REQUEST_BODY_BYTES } from '#src/serve/body-limit.ts';

it('the front lets through the largest body a route reads, the photo upload, and no more', () => {
  expect(MAX_REQUEST_BODY_BYTES).toBe(PHOTO_UPLOAD_LIMIT_BYTES);
});
