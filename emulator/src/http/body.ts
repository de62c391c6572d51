// Reads a request body with a size cap, so an oversized upload is refused without buffering all of it.
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

// Bodies already in memory: the node adapter has read the request's bytes, and most routes make their answer
// from a string. Giving either to the Request or Response constructor builds a web stream (several times
// the cost of the small JSON bodies the storefront sends, for a body that is then read in one piece). So
// these messages keep the bytes or the text, and make the stream only when a reader asks for the body the
// standard way; the node adapter and readBodyLimited() read what is held.

const STANDARD = Symbol('standard message');

/** A request whose body was read before it was made: `new BufferedRequest(url, {method, headers}, bytes)`. */
export class BufferedRequest extends Request {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  #streamed: Request | undefined;

  constructor(url: string | URL, init: {method: string; headers: Headers}, bytes: Uint8Array<ArrayBuffer>) {
    super(url, {method: init.method, headers: init.headers});
    this.#bytes = bytes;
  }

  /** The bytes, unless the body has been read through a stream. */
  get heldBytes(): Uint8Array<ArrayBuffer> | undefined {
    return this.#streamed ? undefined : this.#bytes;
  }

  [STANDARD](): Request {
    this.#streamed ??= new Request(this.url, {method: this.method, headers: this.headers, body: this.#bytes});
    return this.#streamed;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this[STANDARD]().body;
  }

  override get bodyUsed(): boolean {
    return this.#streamed?.bodyUsed ?? false;
  }

  override clone(): Request {
    return this.#streamed ? this.#streamed.clone() : new BufferedRequest(this.url, this, this.#bytes);
  }
}

/** A response made from a string: `textResponse(text, init)`. */
export class TextResponse extends Response {
  readonly #text: string;
  #streamed: Response | undefined;

  constructor(text: string, init: ResponseInit) {
    super(null, init);
    // What `new Response(text)` would add.
    if (!this.headers.has('content-type')) this.headers.set('content-type', 'text/plain;charset=UTF-8');
    this.#text = text;
  }

  /** The text, unless the body has been read through a stream. */
  get heldText(): string | undefined {
    return this.#streamed ? undefined : this.#text;
  }

  #init(): ResponseInit {
    return {status: this.status, statusText: this.statusText, headers: this.headers};
  }

  [STANDARD](): Response {
    this.#streamed ??= new Response(this.#text, this.#init());
    return this.#streamed;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this[STANDARD]().body;
  }

  override get bodyUsed(): boolean {
    return this.#streamed?.bodyUsed ?? false;
  }

  override clone(): Response {
    return this.#streamed ? this.#streamed.clone() : new TextResponse(this.#text, this.#init());
  }
}

// Every standard way of reading the body reads it from the standard message, made on first use.
for (const Message of [BufferedRequest, TextResponse]) {
  for (const reader of ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'] as const) {
    Object.defineProperty(Message.prototype, reader, {
      configurable: true,
      writable: true,
      value(this: BufferedRequest | TextResponse) {
        return this[STANDARD]()[reader]();
      },
    });
  }
}

export function textResponse(text: string, init: ResponseInit): Response {
  return new TextResponse(text, init);
}

export async function readBodyLimited(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLargeError();
  const held = request instanceof BufferedRequest ? request.heldBytes : undefined;
  if (held) {
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
