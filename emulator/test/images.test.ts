import sharp from 'sharp';
import {afterAll, describe, expect, it} from 'vitest';
import {BASE_URL, createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  h.emulator.fetch(new Request(`${BASE_URL}${path}`, {headers}));

async function dimensions(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('/images', () => {
  it('serves the original with long cache headers', async () => {
    const response = await get('/images/tidewater.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await dimensions(response)).toMatchObject({width: 800, height: 800, format: 'jpeg'});
  });

  it('resizes within width and height, keeping the aspect ratio without crop', async () => {
    expect(await dimensions(await get('/images/tunebook-ghent-sessions.jpg?width=300'))).toMatchObject({width: 300, height: 420});
    expect(await dimensions(await get('/images/tunebook-ghent-sessions.jpg?width=300&height=300'))).toMatchObject({width: 214, height: 300});
  });

  it('crops to exactly width × height with crop', async () => {
    for (const crop of ['center', 'top', 'bottom', 'left', 'right']) {
      const response = await get(`/images/tunebook-ghent-sessions.jpg?width=200&height=100&crop=${crop}`);
      expect(await dimensions(response)).toMatchObject({width: 200, height: 100});
    }
  });

  it('converts with format= or when the Accept header allows WebP', async () => {
    const asked = await get('/images/tidewater.jpg?width=100&format=webp');
    expect(asked.headers.get('content-type')).toBe('image/webp');
    expect(await dimensions(asked)).toMatchObject({format: 'webp', width: 100});
    const negotiated = await get('/images/tidewater.jpg?width=100', {accept: 'image/avif,image/webp,*/*'});
    expect(negotiated.headers.get('content-type')).toBe('image/webp');
    expect(negotiated.headers.get('vary')).toBe('Accept');
    const png = await get('/images/tidewater.jpg?width=64&format=png');
    expect(await dimensions(png)).toMatchObject({format: 'png', width: 64});
  });

  it('answers 404 to unknown files and path tricks', async () => {
    expect((await get('/images/nope.jpg')).status).toBe(404);
    expect((await get('/images/..%2Fpackage.json')).status).toBe(404);
  });

  it('builds Image.url(transform:) with the same parameters the CDN route reads', async () => {
    const result = await h.gql(`{
      product(handle: "tidewater") {
        featuredImage {
          plain: url
          small: url(transform: {maxWidth: 120, maxHeight: 90, crop: CENTER, preferredContentType: WEBP})
          retina: url(transform: {maxWidth: 100, scale: 2})
        }
      }
    }`);
    const image = result.data.product.featuredImage;
    expect(image.plain).toBe(`${BASE_URL}/images/tidewater.jpg`);
    expect(image.small).toBe(`${BASE_URL}/images/tidewater.jpg?width=120&height=90&crop=center&format=webp`);
    expect(image.retina).toBe(`${BASE_URL}/images/tidewater.jpg?width=200`);
    const small = await h.emulator.fetch(new Request(image.small));
    expect(await dimensions(small)).toMatchObject({width: 120, height: 90, format: 'webp'});
  });
});
