import {describe, expect, it, vi} from 'vitest';
import {CmsError, UnknownError} from '~/lib/cms/errors';
import {RETRY_STATUSES, requestJson, retriesFor} from '~/lib/cms/http';

const URL = 'http://cms.test/api/things';
const strapiError = (status: number, name: string, message: string, details: unknown = {}) =>
  Response.json({data: null, error: {status, name, message, details}}, {status});

/** A fetch that answers from a list (the last answer repeats) and counts its calls. */
function scriptedFetch(...answers: (() => Response)[]) {
  let calls = 0;
  return vi.fn(async (_input: string, _init: RequestInit) =>
    answers[Math.min(calls++, answers.length - 1)]!(),
  );
}

const METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'POST', 'PATCH'] as const;
const STATUSES = [400, 401, 403, 404, 408, 409, 425, 429, 500, 501, 502, 503, 504] as const;

describe('the retry rule', () => {
  const table = METHODS.flatMap((method) => STATUSES.map((status) => [method, status] as const));

  it.each(table)('%s answered %i', async (method, status) => {
    const fetch = scriptedFetch(() => strapiError(status, 'SomeError', 'nope'));
    const error = await requestJson({url: URL, method}, {fetch}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    const idempotent = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'].includes(method);
    const retried = !idempotent && RETRY_STATUSES.has(status);
    expect(fetch).toHaveBeenCalledTimes(retried ? 2 : 1);
  });

  it('lists exactly the retried statuses and retries only non-idempotent methods, once', () => {
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(METHODS.map((m) => retriesFor(m))).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(retriesFor('post')).toBe(1);
  });

  it('returns the retry’s success', async () => {
    const fetch = scriptedFetch(
      () => new Response('busy', {status: 503}),
      () => Response.json({data: {id: 1}}, {status: 201}),
    );
    await expect(requestJson({url: URL, method: 'POST', body: {data: {}}}, {fetch})).resolves.toEqual({
      data: {id: 1},
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const init = fetch.mock.calls[1]![1];
    expect(init.body).toBe('{"data":{}}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('retries a non-idempotent request once after a network error, an idempotent one never', async () => {
    const onError = vi.fn();
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(requestJson({url: URL, method: 'POST'}, {fetch: down, onError})).rejects.toThrow(
      UnknownError,
    );
    expect(down).toHaveBeenCalledTimes(2);
    down.mockClear();
    await expect(requestJson({url: URL}, {fetch: down, onError})).rejects.toThrow('fetch failed');
    expect(down).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('errors', () => {
  it('passes on the server’s error body and does not call the hook', async () => {
    const onError = vi.fn();
    const details = {errors: [{path: ['email'], message: 'email must be a valid email'}]};
    const fetch = async () => strapiError(400, 'ValidationError', 'Invalid email', details);
    const error = await requestJson({url: URL, method: 'POST'}, {fetch, onError}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).not.toBeInstanceOf(UnknownError);
    expect(error).toMatchObject({status: 400, name: 'ValidationError', message: 'Invalid email', details});
    expect(onError).not.toHaveBeenCalled();
  });

  it('makes an UnknownError with status 500 and the original message, and calls the hook', async () => {
    const onError = vi.fn();
    const fetch = async () => new Response('<h1>Bad gateway</h1>', {status: 502, statusText: 'Bad Gateway'});
    const error = await requestJson({url: `${URL}?secret=1`}, {fetch, onError}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownError);
    expect(error).toMatchObject({
      status: 500,
      name: 'UnknownError',
      message: `[GET] ${URL}: 502 Bad Gateway`,
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('keeps a network error’s message', async () => {
    const onError = vi.fn();
    const fetch = async () => {
      throw new TypeError('connect ECONNREFUSED 127.0.0.1:4210');
    };
    const error = await requestJson({url: URL}, {fetch, onError}).catch((e: unknown) => e);
    expect(error).toMatchObject({status: 500, message: 'connect ECONNREFUSED 127.0.0.1:4210'});
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('treats a successful answer that is not JSON as unknown', async () => {
    const onError = vi.fn();
    const fetch = async () => new Response('<html>maintenance</html>', {status: 200});
    await expect(requestJson({url: URL}, {fetch, onError})).rejects.toMatchObject({status: 500});
    expect(onError).toHaveBeenCalledOnce();
  });
});
