// No cache may keep an answer: it can hold a cart or a customer.
export function relayJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export class RelayRefusal extends Error {
  constructor(
    public readonly status: 400 | 403 | 405 | 413 | 415 | 429 | 502 | 504,
    public readonly reason: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(reason);
    this.name = 'RelayRefusal';
  }

  toResponse(): Response {
    return relayJson({error: this.reason}, this.status, this.headers);
  }
}
