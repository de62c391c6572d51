import {describe, expect, it} from 'vitest';
import {isModuleLoadFailure, isOwnScript} from '~/lib/deployment/load-failure';

describe('load failures', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://duo.example/assets/photos-abc.js'),
    new TypeError('error loading dynamically imported module: https://duo.example/assets/photos-abc.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/lightbox-abc.css'),
  ])('recognises "%s"', (error) => {
    expect(isModuleLoadFailure(error)).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isModuleLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isModuleLoadFailure(undefined)).toBe(false);
  });

  it('knows the build’s own scripts by the manifest’s folder, on a CDN too', () => {
    const page = 'https://duo.example/fr';
    expect(isOwnScript('/assets/root-abc.js', '/assets/manifest-dd05.js', page)).toBe(true);
    expect(isOwnScript('https://cdn.example/oxygen/1/assets/a.js', 'https://cdn.example/oxygen/1/assets/manifest.js', page)).toBe(true);
    expect(isOwnScript('https://analytics.example/tag.js', '/assets/manifest-dd05.js', page)).toBe(false);
    expect(isOwnScript('/assets/a.js', undefined, page)).toBe(false);
  });
});
