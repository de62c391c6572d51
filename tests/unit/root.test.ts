import {UNSAFE_ErrorResponseImpl as ErrorResponse} from 'react-router';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {loader, meta} from '~/root';
import {MESSAGES} from '../fixtures/messages';

type Thrown = {data: unknown; init: {status: number}};
type Loader = Parameters<typeof loader>[0];
type Meta = Parameters<typeof meta>[0];

// A context whose cart cannot be read: the root loader fails before it has anything to answer.
const brokenContext = {
  locale: 'nl',
  get cart(): never {
    throw new Error('cart store broke');
  },
};

async function rootLoaderFailure(): Promise<Thrown> {
  const request = new Request('http://localhost/nl/kalender');
  return loader({context: brokenContext, request, params: {}} as unknown as Loader).then(
    () => expect.fail('the root loader answered'),
    (error: unknown) => error as Thrown,
  );
}

const title = (descriptors: ReturnType<typeof meta>) =>
  descriptors?.flatMap((descriptor) => (descriptor && 'title' in descriptor ? [descriptor.title] : []))[0];

describe('a failing root loader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('throws a 500 that carries the error texts of the page language only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await rootLoaderFailure();
    expect(thrown.init.status).toBe(500);
    expect(thrown.data).toEqual({texts: {error: MESSAGES.nl.error, site: MESSAGES.nl.site}});
    expect(JSON.stringify(thrown.data)).not.toContain(MESSAGES.en.error.serverTitle);
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({message: 'cart store broke'}));
  });

  it('titles the page in that language from the error alone, as the browser gets it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await rootLoaderFailure();
    const error = new ErrorResponse(thrown.init.status, 'Internal Server Error', thrown.data);
    expect(title(meta({data: undefined, error} as unknown as Meta))).toBe(
      `${MESSAGES.nl.error.serverTitle} | ${MESSAGES.nl.site.name}`,
    );
  });
});
