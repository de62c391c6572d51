// The browser build leaves out warnings meant for developers (vite.config.ts) and keeps errors; the
// server and `npm run dev` keep both. Read from the built site (`npm run build` first).
import {readFileSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const DIST = resolve(import.meta.dirname, '../../dist');
const ASSETS = resolve(DIST, 'client/assets');
const browser = readdirSync(ASSETS)
  .filter((name) => name.endsWith('.js'))
  .map((name) => readFileSync(resolve(ASSETS, name), 'utf8'))
  .join('\n');
const server = readFileSync(resolve(DIST, 'server/index.js'), 'utf8');
const PACKAGES = resolve(import.meta.dirname, '../../node_modules');

// React Router's warning for a router update given `flushSync` without react-dom, and Hydrogen's for
// a ShopifyProvider of another Storefront API version: both in code the browser loads.
const WARNINGS = [
  {text: 'You provided the `flushSync` option to a router update', published: 'react-router/dist/production'},
  {text: 'This version of Hydrogen React is built for', published: '@shopify/hydrogen-react/dist/browser-prod'},
];
const publishedIn = (dir: string) =>
  readdirSync(resolve(PACKAGES, dir))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(resolve(PACKAGES, dir, name), 'utf8'))
    .join('\n');

describe('warnings in the browser build', () => {
  it.each(WARNINGS)('leaves out "$text"', ({text, published}) => {
    expect(publishedIn(published)).toContain(text);
    expect(browser).not.toContain(text);
  });

  it('calls console.warn nowhere, and still reports errors with console.error', () => {
    expect(browser).not.toMatch(/console\.warn\b/);
    expect(browser).toMatch(/console\.error\b/);
    expect(server).toMatch(/console\.warn\b/);
  });
});
