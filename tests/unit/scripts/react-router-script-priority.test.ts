import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {lowerScriptPriority} from '../../../scripts/vite/react-router-script-priority.mjs';

// Both of React Router's published builds: the production one is built, the development one runs in `npm run dev`.
const published = resolve(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const withScripts = ['production', 'development'].map((build) => {
  const dir = resolve(published, build);
  const name = readdirSync(dir).find((file) => readFileSync(resolve(dir, file), 'utf8').includes('function Scripts('));
  return {build, code: readFileSync(resolve(dir, name!), 'utf8')};
});

const scriptsOf = (code: string) => {
  const start = code.indexOf('function Scripts(');
  return code.slice(start, code.indexOf('\nfunction ', start + 1));
};

describe("the low priority of React Router's module preloads", () => {
  it.each(withScripts)('marks each preload <Scripts> renders in the $build build, and only those', ({code}) => {
    const {code: edited, applied} = lowerScriptPriority(code);
    expect(applied).toBe(true);
    const preloads = scriptsOf(edited).match(/rel: "modulepreload",[^\n]*/g) ?? [];
    expect(preloads).toHaveLength(3);
    for (const preload of preloads) expect(preload).toBe('rel: "modulepreload", fetchpriority: "low",');
    // Everything outside <Scripts> (the prefetch links of a later navigation) stays as published.
    expect(edited.replace(scriptsOf(edited), '')).toBe(code.replace(scriptsOf(code), ''));
    expect(edited.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves a module without <Scripts> as it is', () => {
    const code = 'function Links() { return { rel: "modulepreload", href: "/a.js" }; }';
    expect(lowerScriptPriority(code)).toEqual({code, applied: false});
  });

  it('stops the build when <Scripts> renders its preloads another way', () => {
    const {code} = withScripts[0];
    const scripts = scriptsOf(code);
    const changed = code.replace(scripts, scripts.replace('rel: "modulepreload",', 'rel: `modulepreload`,'));
    expect(() => lowerScriptPriority(changed, 'react-router.mjs')).toThrow(/renders 2 module preloads where this edit expects 3/);
  });
});
