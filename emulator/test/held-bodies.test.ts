import {describe, expect, it} from 'vitest';
import {BufferedRequest, readBodyLimited, TextResponse, textResponse} from '../src/http/body.js';

const URL_ = 'http://127.0.0.1/api/2026-04/graphql.json';

function bufferedRequest(text: string): BufferedRequest {
  return new BufferedRequest(
    URL_,
    {method: 'POST', headers: new Headers({'content-type': 'application/json'})},
    new TextEncoder().encode(text),
  );
}

describe('a request whose body is held', () => {
  it('is read by readBodyLimited without a stream, and refused past the limit', async () => {
    const request = bufferedRequest('{"query":"{ shop { name } }"}');
    await expect(readBodyLimited(request)).resolves.toBe('{"query":"{ shop { name } }"}');
    expect(request.bodyUsed).toBe(false);
    await expect(readBodyLimited(request, 10)).rejects.toThrow('');
  });

  it('reads like any request: json, text, the body stream, once', async () => {
    await expect(bufferedRequest('{"a":1}').json()).resolves.toEqual({a: 1});
    const request = bufferedRequest('héllo');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    await expect(request.text()).resolves.toBe('héllo');
    expect(request.bodyUsed).toBe(true);
    await expect(request.text()).rejects.toThrow(TypeError);
    expect(request.heldBytes).toBeUndefined();

    const streamed = bufferedRequest('abc');
    const reader = streamed.body!.getReader();
    const {value} = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('abc');
  });

  it('clones with its body, and a clone is read on its own', async () => {
    const request = bufferedRequest('{"match":"marker-1234"}');
    await expect(request.clone().text()).resolves.toBe('{"match":"marker-1234"}');
    expect(request.clone()).toBeInstanceOf(Request);
    await expect(request.json()).resolves.toEqual({match: 'marker-1234'});
    // As for any request, a body that has been read cannot be cloned.
    expect(() => request.clone()).toThrow(TypeError);
  });

  it('reads form bodies too', async () => {
    const request = new BufferedRequest(
      URL_,
      {method: 'POST', headers: new Headers({'content-type': 'application/x-www-form-urlencoded'})},
      new TextEncoder().encode('email=a%40b.be&name=An'),
    );
    const form = await request.formData();
    expect(form.get('email')).toBe('a@b.be');
  });
});

describe('a response made from text', () => {
  it('holds its text for the node adapter and keeps status and headers', () => {
    const response = textResponse('{"ok":true}', {status: 201, headers: {'content-type': 'application/json', 'x-a': 'b'}});
    expect(response).toBeInstanceOf(TextResponse);
    expect(response).toBeInstanceOf(Response);
    expect((response as TextResponse).heldText).toBe('{"ok":true}');
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-a')).toBe('b');
  });

  it('has the content type a text body gets when none is given', () => {
    expect(textResponse('plain', {}).headers.get('content-type')).toBe('text/plain;charset=UTF-8');
  });

  it('reads like any response, once, and clones', async () => {
    const response = textResponse('{"a":[1,2]}', {headers: {'content-type': 'application/json'}});
    const copy = response.clone();
    await expect(response.json()).resolves.toEqual({a: [1, 2]});
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect((response as TextResponse).heldText).toBeUndefined();
    await expect(copy.text()).resolves.toBe('{"a":[1,2]}');
    const bytes = new Uint8Array(await textResponse('€', {}).arrayBuffer());
    expect([...bytes]).toEqual([0xe2, 0x82, 0xac]);
    expect(await new Response(textResponse('streamed', {}).body).text()).toBe('streamed');
  });
});
