/** React Router's published files, which the build-time edits of `scripts/vite/` apply to. */
export const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

const BUILD_NAMES = {client: 'browser', ssr: 'server'};

/**
 * React Router's module source with each edit whose function it defines (its `anchor`) made by
 * `replace`, and the names of those edits; `replace` throws when such a function has another shape.
 */
export function applyEdits(code, id, edits, replace) {
  const applied = [];
  for (const edit of edits) {
    if (!code.includes(edit.anchor)) continue;
    code = replace(code, edit, id);
    applied.push(edit.name);
  }
  return {code, applied};
}

/**
 * A build plugin, named after its module in `scripts/vite/`, that makes `edits` (see `applyEdits`) in
 * React Router's published files in one environment's build, and stops that build when one of them
 * did not go through it: a React Router release that moved its code would otherwise build without it.
 */
export function reactRouterEditPlugin({name, environment, edits, replace}) {
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
        const result = applyEdits(code, id, edits, replace);
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
