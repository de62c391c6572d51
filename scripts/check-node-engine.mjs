// Checks that the running Node satisfies `engines.node` in package.json, says how to get one that does,
// and names any installed package that asks for a newer Node than the running one (npm prints an
// EBADENGINE warning for each; see docs/decisions/027-node-24.md). Run by `npm test` and first in CI.
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

/** Whether npm installs a package on this machine: it skips one whose `os` or `cpu` leaves it out. */
function installedHere(entry, {platform, arch}) {
  const fits = (list, value) => !list || list.some((item) => item === value || (item.startsWith('!') ? item.slice(1) !== value : false));
  return fits(entry.os, platform) && fits(entry.cpu, arch);
}

/**
 * Packages installed from package-lock.json whose own `engines.node` leaves this version out. A
 * platform's optional binary for another system (sharp's Windows build, say) is never installed, so
 * npm says nothing of it and neither does this.
 */
export function narrowerPackages(lock, version, machine = {platform: process.platform, arch: process.arch}) {
  return Object.entries(lock.packages ?? {}).flatMap(([path, entry]) => {
    const range = entry.engines?.node;
    if (!path || !range || !installedHere(entry, machine)) return [];
    try {
      return satisfies(version, range) ? [] : [{name: path.replace(/^.*node_modules\//, ''), range}];
    } catch {
      return [];
    }
  });
}

/** What to tell a developer whose Node is outside the range: the one version that fixes it, and how. */
export function wrongNodeMessage(version, wanted, major) {
  return [
    `This is Node ${version}; the site needs Node ${major} (engines.node "${wanted}" in package.json).`,
    `Install it with \`source scripts/use-node.sh\` (Linux x64: it installs Node ${major} into .tools/node from`,
    `the npm registry and puts it first on PATH for this shell), or with your version manager (.node-version says ${major}).`,
  ].join('\n');
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
    console.error(wrongNodeMessage(version, wanted, readFileSync(resolve(ROOT, '.node-version'), 'utf8').trim()));
    process.exit(1);
  }
  console.log(`Node ${version} satisfies engines.node "${wanted}".`);
  // The CMS is installed apart (npm ci --prefix cms), with its own lock.
  let warned = 0;
  for (const file of ['package-lock.json', 'cms/package-lock.json']) {
    const names = [
      ...new Set(
        narrowerPackages(JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')), version).map(
          ({name, range}) => `${name} (${range})`,
        ),
      ),
    ];
    if (names.length === 0) continue;
    warned += names.length;
    console.error(`${file}: ${names.length} packages ask for another Node, and npm warns EBADENGINE for each:\n  ${names.join('\n  ')}`);
  }
  // Every package runs on the Node we test on: a new warning is a dependency to look at, not noise.
  if (warned > 0) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
