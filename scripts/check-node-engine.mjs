// Checks that the running Node satisfies `engines.node` in package.json, and says which installed
// packages ask for a newer Node than the one we run and test on (npm prints an EBADENGINE warning
// for each; see docs/decisions/007-node-20.md). Run by `npm test` and first thing in CI.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/** `20.19` → [20, 19, 0]; a missing part or `x`/`*` is null (a wildcard). */
function parts(text) {
  return text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : null));
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The lowest version a partial one stands for, and the first version past it: `20.19` → 20.19.0, 20.20.0. */
function bounds(text) {
  const [major, minor, patch] = parts(text);
  if (major === null || major === undefined) return {low: [0, 0, 0], high: null};
  if (minor === null || minor === undefined) return {low: [major, 0, 0], high: [major + 1, 0, 0]};
  if (patch === null || patch === undefined) return {low: [major, minor, 0], high: [major, minor + 1, 0]};
  return {low: [major, minor, patch], high: [major, minor, patch + 1]};
}

/** One comparator (`>=20.19`, `^22`, `~1.2`, `20.x`) as a test on a version. */
function comparator(operator, text) {
  const {low, high} = bounds(text);
  const below = (limit) => (version) => limit === null || compare(version, limit) < 0;
  const from = (limit) => (version) => compare(version, limit) >= 0;
  switch (operator) {
    case '>=':
      return from(low);
    case '>':
      return high === null ? () => false : from(high);
    case '<':
      return below(low);
    case '<=':
      return below(high);
    case '^': {
      const first = low.findIndex((part) => part !== 0);
      const cap = first === -1 || first === 2 ? high : low.map((part, i) => (i < first ? part : i === first ? part + 1 : 0));
      return (version) => from(low)(version) && below(cap)(version);
    }
    case '~': {
      const cap = parts(text).length > 1 ? [low[0], low[1] + 1, 0] : [low[0] + 1, 0, 0];
      return (version) => from(low)(version) && below(cap)(version);
    }
    default:
      return (version) => from(low)(version) && below(high)(version);
  }
}

const COMPARATOR = /^(>=|<=|>|<|=|\^|~)?v?((?:\d+|[xX*])(?:\.(?:\d+|[xX*])){0,2})$/;

/**
 * Whether a version satisfies an npm range, in the forms package.json files use for `engines`:
 * comparators joined by spaces, alternatives by `||`, hyphen ranges, partial and `x` versions.
 * Throws on anything else rather than answer wrongly.
 */
export function satisfies(version, range) {
  const current = parts(version.replace(/^v/, '').replace(/-.*$/, ''));
  return range.split('||').some((alternative) => {
    const text = alternative.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1');
    if (text === '' || text === '*') return true;
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    const tests = hyphen
      ? [comparator('>=', hyphen[1]), comparator('<=', hyphen[2])]
      : text.split(/\s+/).map((token) => {
          const match = COMPARATOR.exec(token);
          if (!match) throw new Error(`Cannot read the version range "${range}"`);
          return comparator(match[1] ?? '', match[2]);
        });
    return tests.every((test) => test(current));
  });
}

/** Installed packages (from package-lock.json) whose own `engines.node` leaves this version out. */
export function narrowerPackages(lock, version) {
  return Object.entries(lock.packages ?? {}).flatMap(([path, entry]) => {
    const range = entry.engines?.node;
    if (!path || !range) return [];
    try {
      return satisfies(version, range) ? [] : [{name: path.replace(/^.*node_modules\//, ''), range}];
    } catch {
      return [];
    }
  });
}

function main() {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
  const wanted = pkg.engines?.node;
  const version = process.versions.node;
  if (!wanted) {
    console.error('package.json names no engines.node: say which Node the site runs on.');
    process.exit(1);
  }
  if (!satisfies(version, wanted)) {
    console.error(`Node ${version} does not satisfy engines.node "${wanted}" in package.json.`);
    process.exit(1);
  }
  console.log(`Node ${version} satisfies engines.node "${wanted}".`);
  // The CMS is installed apart (npm ci --prefix cms), with its own lock.
  for (const file of ['package-lock.json', 'cms/package-lock.json']) {
    const narrower = narrowerPackages(JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')), version);
    if (narrower.length === 0) continue;
    const names = [...new Set(narrower.map(({name, range}) => `${name} (${range})`))];
    console.log(
      `${file}: ${narrower.length} packages ask for a newer Node, and npm warns EBADENGINE for each ` +
        `(see docs/decisions/007-node-20.md):\n  ${names.join('\n  ')}`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
