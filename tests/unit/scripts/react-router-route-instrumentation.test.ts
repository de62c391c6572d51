import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ROUTE_INSTRUMENTATION_ERROR,
  dropRouteInstrumentation,
} from '../../../scripts/vite/react-router-route-instrumentation.mjs';

// The production build is the one the browser build resolves (scripts/vite/react-router-production.mjs).
const production = resolve(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const published = readdirSync(production)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(resolve(production, name), 'utf8'))
  .find((code) => code.includes('function createRouter('))!;

const createRouterOf = (code: string) => {
  const start = code.indexOf('function createRouter(');
  return code.slice(start, code.indexOf('\nfunction ', start + 1));
};

describe("the browser build's createRouter without route instrumentation", () => {
  const {code: edited, applied} = dropRouteInstrumentation(published);

  it('no longer reaches the code that wraps route handlers, and still instruments the router', () => {
    expect(applied).toBe(true);
    expect(createRouterOf(published)).toContain('getRouteInstrumentationUpdates(');
    expect(createRouterOf(edited)).not.toContain('getRouteInstrumentationUpdates(');
    expect(createRouterOf(edited)).toContain('instrumentClientSideRouter(');
    expect(createRouterOf(edited)).toContain(`throw new Error(${JSON.stringify(ROUTE_INSTRUMENTATION_ERROR)})`);
  });

  it('changes nothing outside createRouter and keeps every line number', () => {
    expect(edited.replace(createRouterOf(edited), '')).toBe(published.replace(createRouterOf(published), ''));
    expect(edited.split('\n')).toHaveLength(published.split('\n').length);
  });

  it('stops a router given a route instrumentation, and accepts router instrumentations', () => {
    // The edited guard, run on its own against both kinds of instrumentation.
    const guard = createRouterOf(edited).match(/ {2}if \(init\.instrumentations\?\.some[^\n]*/)![0];
    const run = new Function('init', `${guard} return 'created';`) as (init: object) => string;
    expect(run({})).toBe('created');
    expect(run({instrumentations: [{router() {}}]})).toBe('created');
    expect(() => run({instrumentations: [{router() {}}, {route() {}}]})).toThrow(ROUTE_INSTRUMENTATION_ERROR);
  });

  it('leaves a module without createRouter as it is', () => {
    const code = 'function createStaticHandler(routes, opts) { if (opts?.instrumentations) {} }';
    expect(dropRouteInstrumentation(code)).toEqual({code, applied: false});
  });

  it('stops the build when createRouter applies route instrumentations another way', () => {
    const changed = published.replace(
      'instrumentations.map((i) => i.route).filter(Boolean),',
      'instrumentations.flatMap((i) => i.route ?? []),',
    );
    expect(changed).not.toBe(published);
    expect(() => dropRouteInstrumentation(changed, 'chunk.mjs')).toThrow(/chunk\.mjs: React Router's createRouter/);
  });
});
