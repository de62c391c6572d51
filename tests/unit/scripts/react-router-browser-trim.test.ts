import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  EDITS,
  ROUTE_INSTRUMENTATION_ERROR,
  RSC_ERROR,
  trimForBrowser,
} from '../../../scripts/vite/react-router-browser-trim.mjs';

// The production build is the one the browser build resolves (`resolve.alias` in vite.config.ts).
const production = resolve(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const modules = readdirSync(production)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => ({name, code: readFileSync(resolve(production, name), 'utf8')}));

/** The text of the function (or class) that starts with `anchor`, up to the next function. */
const bodyOf = (code: string, anchor: string) => {
  const start = code.indexOf(anchor);
  return code.slice(start, code.indexOf('\nfunction ', start + 1));
};
const edited = modules.map(({name, code}) => ({name, original: code, ...trimForBrowser(code, name)}));
const all = (pick: (module: (typeof edited)[number]) => string) => edited.map(pick).join('\n');

describe("React Router's browser code, trimmed to the way this site uses it", () => {
  it('applies every edit once, in the published production build', () => {
    expect(edited.flatMap((module) => module.applied).sort()).toEqual(EDITS.map((edit) => edit.name).sort());
  });

  it('changes nothing outside the edited lines and keeps every line number', () => {
    for (const module of edited) {
      const before = module.original.split('\n');
      const after = module.code.split('\n');
      expect(after, module.name).toHaveLength(before.length);
      const changed = before.filter((line, i) => line !== after[i]).length;
      const expected = EDITS.filter((edit) => module.applied.includes(edit.name)).reduce(
        (lines, edit) => lines + edit.from.split('\n').length,
        0,
      );
      expect(changed, module.name).toBeLessThanOrEqual(expected);
    }
  });

  it('no longer reaches the code that wraps route handlers, and still instruments the router', () => {
    const router = bodyOf(all((module) => module.code), 'function createRouter(');
    expect(router).not.toContain('getRouteInstrumentationUpdates(');
    expect(router).toContain('instrumentClientSideRouter(');
    expect(bodyOf(all((module) => module.original), 'function createRouter(')).toContain('getRouteInstrumentationUpdates(');
  });

  it('stops a router given a route instrumentation, and accepts router instrumentations', () => {
    // The edited guard, run on its own against both kinds of instrumentation.
    const guard = bodyOf(all((module) => module.code), 'function createRouter(').match(/ {2}if \(init\.instrumentations\?\.some[^\n]*/)![0];
    const run = new Function('init', `${guard} return 'created';`) as (init: object) => string;
    expect(run({})).toBe('created');
    expect(run({instrumentations: [{router() {}}]})).toBe('created');
    expect(() => run({instrumentations: [{router() {}}, {route() {}}]})).toThrow(ROUTE_INSTRUMENTATION_ERROR);
  });

  it('reads the RSC router context nowhere, and the RSC router stops with a message', () => {
    const code = all((module) => module.code);
    const calls = (text: string) => text.split('= useIsRSCRouterContext()').length - 1;
    expect(calls(all((module) => module.original))).toBe(3);
    expect(calls(code)).toBe(0);
    expect(bodyOf(code, 'var RenderErrorBoundary = class')).not.toContain('if (this.context)');
    expect(bodyOf(code, 'function RSCHydratedRouter(')).toContain(`throw new Error(${JSON.stringify(RSC_ERROR)});`);
  });

  it('leaves a module without the edited functions as it is', () => {
    const code = 'function createStaticHandler(routes, opts) { if (opts?.instrumentations) {} }';
    expect(trimForBrowser(code)).toEqual({code, applied: []});
  });

  it.each(EDITS.map((edit) => edit.name))('stops the build when %s reads another way', (name) => {
    const edit = EDITS.find((candidate) => candidate.name === name)!;
    const module = modules.find((candidate) => candidate.code.includes(edit.anchor))!;
    const changed = module.code.replace(edit.from, edit.from.replace(/\s+/, '\t'));
    expect(changed).not.toBe(module.code);
    expect(() => trimForBrowser(changed, module.name)).toThrow(`${module.name}: React Router's ${name} no longer reads`);
  });
});
