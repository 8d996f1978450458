/** Reading request bodies that a stranger controls: never more than the caller allows. */

/**
 * The body's bytes, or null when it is longer than `limit` (a declared length over it is refused before
 * anything is read; a body that grows past it while read is cut off there).
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
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
  return Buffer.concat(chunks);
}
