import {describe, expect, it} from 'vitest';
import {buildIdResponse} from '~/lib/deployment/build-id.server';

describe('buildIdResponse', () => {
  it('answers the running build id, never cached', async () => {
    const response = buildIdResponse(new Request('https://duo.example/builds/latest.json'), 'dd05dc1b')!;
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({id: 'dd05dc1b'});
  });

  it('leaves every other path to the app, and refuses other methods', () => {
    expect(buildIdResponse(new Request('https://duo.example/builds/other.json'), 'x')).toBeNull();
    const post = buildIdResponse(new Request('https://duo.example/builds/latest.json', {method: 'POST'}), 'x')!;
    expect(post.status).toBe(405);
  });
});
