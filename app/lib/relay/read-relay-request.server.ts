import {z} from 'zod';
import {readBodyWithin} from '~/lib/http/limited-body.server';
import {CountrySchema, LanguageSchema} from './market-context.server';
import {RelayRefusal} from './relay-response.server';

// Far deeper than any variables of the call table; deeper JSON only costs the checks that walk it.
export const RELAY_MAX_DEPTH = 32;

function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

export const RELAY_BODY_LIMIT = 64 * 1024;

export const RelayBodySchema = z.object(
  {
    query: z
      .string({error: 'query must be a string holding a GraphQL document.'})
      .refine((query) => query.trim().length > 0, 'query is empty.'),
    variables: z.record(z.string(), z.unknown(), {error: 'variables must be a JSON object.'}).nullish(),
    operationName: z.string({error: 'operationName must be a string.'}).nullish(),
    country: CountrySchema.optional(),
    language: LanguageSchema.optional(),
  },
  {error: 'The body must be a JSON object.'},
);

export type RelayBody = z.infer<typeof RelayBodySchema>;

const tooLarge = () =>
  new RelayRefusal(413, `The body is larger than ${RELAY_BODY_LIMIT / 1024} KB.`);

async function readLimited(request: Request): Promise<Uint8Array> {
  const bytes = await readBodyWithin(request, RELAY_BODY_LIMIT);
  if (!bytes) throw tooLarge();
  return bytes;
}

export async function readRelayRequest(request: Request): Promise<RelayBody> {
  if (request.method !== 'POST') {
    throw new RelayRefusal(405, 'The relay takes POST requests only.', {Allow: 'POST'});
  }
  // The relay serves the site's own pages; another site's scripts may not spend our token.
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') {
    throw new RelayRefusal(403, 'Cross-site requests are not relayed.');
  }
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new RelayRefusal(415, 'The body must be JSON, sent with Content-Type: application/json.');
  }

  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(await readLimited(request));
  } catch (error) {
    if (error instanceof RelayRefusal) throw error;
    throw new RelayRefusal(400, 'The body is not valid UTF-8.');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RelayRefusal(400, 'The body is not valid JSON.');
  }
  if (nestsDeeperThan(json, RELAY_MAX_DEPTH)) {
    throw new RelayRefusal(400, `The body nests deeper than ${RELAY_MAX_DEPTH} levels.`);
  }
  const parsed = RelayBodySchema.safeParse(json);
  if (!parsed.success) {
    throw new RelayRefusal(400, parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  return parsed.data;
}
