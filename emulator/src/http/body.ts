// Reads a request body with a size cap, so an oversized upload is refused without buffering all of it.
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

// Bodies already in memory beside their Request or Response: the node adapter has read the request's bytes
// and a route made its answer from a string, so neither needs a trip through a web stream (several times
// the cost of the small JSON bodies the storefront sends). The stream stays for any other reader.
const heldBodies = new WeakMap<Request | Response, Uint8Array | string>();

export function holdBody<T extends Request | Response>(message: T, body: Uint8Array | string): T {
  heldBodies.set(message, body);
  return message;
}

/** The text a Response was made from, when it was made with textResponse(). */
export function heldText(response: Response): string | undefined {
  const body = heldBodies.get(response);
  return typeof body === 'string' ? body : undefined;
}

export function textResponse(text: string, init: ResponseInit): Response {
  return holdBody(new Response(text, init), text);
}

export async function readBodyLimited(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLargeError();
  const held = heldBodies.get(request);
  if (held instanceof Uint8Array) {
    if (held.byteLength > limit) throw new BodyTooLargeError();
    return Buffer.from(held.buffer, held.byteOffset, held.byteLength).toString('utf8');
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
