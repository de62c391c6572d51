// A test hook: `POST /__faults/lose-answer {"match": "text"}` makes the next CMS write whose body
// contains `text` be handled as usual, but answered 502, as if the answer were lost on the way back.
// Tests use it to show that a retried write is stored once.
import {jsonResponse} from './route-handler.js';

export interface LostAnswers {
  /** The hook's own route; null for any other request. */
  route(request: Request): Promise<Response | null>;
  /** Whether this request's answer is to be lost (the marker is then used up). */
  claims(request: Request): Promise<boolean>;
}

export function lostAnswers(): LostAnswers {
  const pending = new Set<string>();
  return {
    async route(request) {
      if (new URL(request.url).pathname !== '/__faults/lose-answer') return null;
      if (request.method !== 'POST') return new Response(null, {status: 405, headers: {allow: 'POST'}});
      const body = (await request.json().catch(() => null)) as {match?: unknown} | null;
      if (typeof body?.match !== 'string' || body.match.length < 8) {
        return jsonResponse({error: 'Send {"match": "..."} with at least 8 characters.'}, 400);
      }
      pending.add(body.match);
      return new Response(null, {status: 204});
    },
    async claims(request) {
      if (pending.size === 0 || request.method !== 'POST' || !new URL(request.url).pathname.startsWith('/api/')) {
        return false;
      }
      const text = await request.clone().text();
      const match = [...pending].find((marker) => text.includes(marker));
      if (match === undefined) return false;
      pending.delete(match);
      return true;
    },
  };
}
