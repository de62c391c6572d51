/** React Router's published files, which the build-time edits of `scripts/vite/` apply to. */
export const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

const BUILD_NAMES = {client: 'browser', ssr: 'server'};

/**
 * Where the top-level function (or class) that starts with `anchor` sits in a published module, up to
 * the next top-level function; `start` is -1 when the module does not define it.
 */
export function functionSpan(code, anchor) {
  const start = code.indexOf(anchor);
  if (start === -1) return {start, end: -1};
  const next = code.indexOf('\nfunction ', start + anchor.length);
  return {start, end: next === -1 ? code.length : next};
}

/**
 * `code` with `edit.from`, which must occur once in the function `edit.anchor` starts, replaced by
 * `edit.to` padded to as many lines, so every later line keeps its number and the source map holds;
 * `edit.before`, if any, is declared on the function's first line. Throws, naming the plugin's module
 * (`scripts/vite/<name>.mjs`), when the function has another shape.
 */
function replaceOnce(code, edit, id, name) {
  const {start, end} = functionSpan(code, edit.anchor);
  const body = code.slice(start, end);
  const at = body.indexOf(edit.from);
  if (at === -1 || body.indexOf(edit.from, at + 1) !== -1) {
    throw new Error(
      `${id}: React Router's ${edit.name} no longer reads as this edit expects. Check this React Router ` +
        `release, then update or remove its edit in scripts/vite/${name}.mjs.`,
    );
  }
  const lines = (text) => text.split('\n').length;
  const to = edit.to + '\n'.repeat(lines(edit.from) - lines(edit.to));
  const edited = body.slice(0, at) + to + body.slice(at + edit.from.length);
  const declared = edit.before ? edited.replace(edit.anchor, `${edit.before} ${edit.anchor}`) : edited;
  return code.slice(0, start) + declared + code.slice(end);
}

/**
 * React Router's module source with each edit whose function it defines (its `anchor`) made, and the
 * names of those edits; throws when such a function has another shape, so an upgrade that changes it
 * stops the build. `name` is the plugin whose edits they are.
 */
export function applyEdits(code, id, edits, name) {
  const applied = [];
  for (const edit of edits) {
    if (!code.includes(edit.anchor)) continue;
    code = replaceOnce(code, edit, id, name);
    applied.push(edit.name);
  }
  return {code, applied};
}

/**
 * A build plugin, named after its module in `scripts/vite/`, that makes `edits` (see `applyEdits`) in
 * React Router's published files in one environment's build, and stops that build when one of them
 * did not go through it: a React Router release that moved its code would otherwise build without it.
 */
export function reactRouterEditPlugin({name, environment, edits}) {
  const applied = new Set();
  return {
    name,
    apply: 'build',
    applyToEnvironment: (candidate) => candidate.name === environment,
    buildStart() {
      applied.clear();
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      try {
        const result = applyEdits(code, id, edits, name);
        if (!result.applied.length) return null;
        result.applied.forEach((done) => applied.add(done));
        return {code: result.code, map: null};
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      const missing = edits.map((edit) => edit.name).filter((wanted) => !applied.has(wanted));
      if (!error && missing.length) {
        this.error(
          `React Router's ${missing.join(', ')} did not go through the ${BUILD_NAMES[environment]} build: ` +
            `update or remove scripts/vite/${name}.mjs.`,
        );
      }
    },
  };
}
