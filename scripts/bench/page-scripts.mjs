// The JavaScript a page of the built site loads, read from `dist/client`: the
// client entry and, for each route from the root down to the page's, its module
// and the chunks it imports, as the page's modulepreload links list them. The
// manifest file itself is not loaded: lazy route discovery inlines the routes
// a page matches. Sizes are gzip at level 6, within 1% of what the server sends.
import {readFileSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {gzipSync} from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '../..');
const CLIENT_DIR = resolve(ROOT, 'dist/client');

function readRouteManifest(clientDir) {
  const assets = resolve(clientDir, 'assets');
  const files = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1) {
    throw new Error(`Expected one manifest-*.js in ${assets}, found ${files.length}: run \`npm run build\`.`);
  }
  const text = readFileSync(resolve(assets, files[0]), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json);
}

/** The script URLs a page whose deepest route is `routeId` loads, without duplicates. */
export function pageScriptUrls(routeId, clientDir = CLIENT_DIR) {
  const manifest = readRouteManifest(clientDir);
  if (!manifest.routes[routeId]) throw new Error(`No route "${routeId}" in the built manifest.`);
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id].parentId) chain.unshift(manifest.routes[id]);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    urls.add(route.module);
    for (const imported of route.imports ?? []) urls.add(imported);
  }
  return [...urls];
}

/** Gzip bytes of each script a page loads, largest first. */
export function pageScripts(routeId, clientDir = CLIENT_DIR) {
  return pageScriptUrls(routeId, clientDir)
    .map((url) => ({url, gzipBytes: gzipSync(readFileSync(resolve(clientDir, `.${url}`)), {level: 6}).length}))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function pageScriptGzipKB(routeId, clientDir = CLIENT_DIR) {
  return pageScripts(routeId, clientDir).reduce((total, script) => total + script.gzipBytes, 0) / 1024;
}
