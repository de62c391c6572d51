// React Router's package exports name only its development build; the build resolves the
// production one (`resolve.alias` in vite.config.ts). Read from the built site
// (`npm run build` first).
import {readFileSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const DIST = resolve(import.meta.dirname, '../../dist');
const ASSETS = resolve(DIST, 'client/assets');
const PUBLISHED = resolve(import.meta.dirname, '../../node_modules/react-router/dist');

// A warning only the development build gives, kept whole by minifying.
const DEVELOPMENT_ONLY = 'No routes matched location';
// Text both builds carry, so a miss above is not a missing router.
const BOTH_BUILDS = 'useNavigate() may be used only in the context of a <Router> component.';

const chunksOf = (build: string) =>
  readdirSync(resolve(PUBLISHED, build))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(resolve(PUBLISHED, build, name), 'utf8'))
    .join('\n');

const built = [
  {
    where: 'the browser scripts',
    text: readdirSync(ASSETS)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(resolve(ASSETS, name), 'utf8'))
      .join('\n'),
  },
  {where: 'the server bundle', text: readFileSync(resolve(DIST, 'server/index.js'), 'utf8')},
];

describe("React Router's production build", () => {
  it('differs from the development build by its warnings switch, which the marker sits behind', () => {
    expect(chunksOf('development')).toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(chunksOf('production')).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(chunksOf('production')).toMatch(/if \(ENABLE_DEV_WARNINGS\) \{\s+warning\(\s+parentRoute \|\| matches != null,\s+`No routes matched location/);
  });

  it.each(built)('is the one in $where', ({text}) => {
    expect(text.includes(BOTH_BUILDS), 'React Router is in the build').toBe(true);
    expect(text.includes(DEVELOPMENT_ONLY), "React Router's development warnings are in the build").toBe(false);
  });
});
