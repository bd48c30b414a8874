/** Request bodies for endpoints and form pages: read at most 100 KB, whatever Content-Length claimed. */
export const MAX_BODY_BYTES = 100 * 1024;

/** The body as text, or null once it passes `limit` bytes or cannot be read. */
export async function readTextLimited(request: Request, limit = MAX_BODY_BYTES): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
