// Where the worker spends its CPU: a V8 profile over a few hundred requests to
// each throughput page, through the inspector of a site started with
// `--debug --inspector-port N`, its self time summed by module and by function.
// `node scripts/bench/cpu-profile.mjs <baseUrl> <inspectorPort> [outFile]`; PROFILE_REQUESTS sets N per page,
// PROFILE_PAGES the pages by name (e.g. `product-fr,home`; all of them by default).
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {TraceMap, originalPositionFor} from '@jridgewell/trace-mapping';
import {connectInspector} from './inspector.mjs';
import {THROUGHPUT_PAGES} from './throughput.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 200);
const CONCURRENCY = 4;
const TOP = Number(process.env.PROFILE_TOP ?? 30);

async function send(url, count) {
  let next = 0;
  const one = async () => {
    while (next++ < count) await (await fetch(url, {headers: {'accept-encoding': 'gzip'}})).arrayBuffer();
  };
  await Promise.all(Array.from({length: CONCURRENCY}, one));
}

/** Self time in ms per key (a node's module, or its function and module), largest first. */
export function selfTime(profile, keyOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ticks = new Map();
  for (const id of profile.samples) ticks.set(id, (ticks.get(id) ?? 0) + 1);
  const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const totals = new Map();
  for (const [id, count] of ticks) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    const key = keyOf(frame);
    totals.set(key, (totals.get(key) ?? 0) + count * interval);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

// The worker's bundle is minified: frames are read through its source map.
const serverMap = new TraceMap(readFileSync(resolve(ROOT, 'dist/server/index.js.map'), 'utf8'));

function original(frame) {
  if (!frame.url) return {source: '(native)', line: 0, name: frame.functionName};
  const position = originalPositionFor(serverMap, {line: frame.lineNumber + 1, column: frame.columnNumber});
  return {
    source: (position.source ?? frame.url).replace(/^.*\/node_modules\//, '').replace(/^(\.\.\/)+/, ''),
    line: position.line ?? 0,
    name: frame.functionName || position.name || '(anonymous)',
  };
}

/** A source's package (its first one or two path segments under node_modules) or the app's file. */
function moduleOf(frame) {
  const {source} = original(frame);
  if (source.startsWith('app/') || source.startsWith('server.ts') || source.startsWith('(')) return source;
  const parts = source.split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The throughput pages that PROFILE_PAGES names, or all of them. */
function pagesToProfile() {
  const names = process.env.PROFILE_PAGES?.split(',').filter(Boolean);
  if (!names?.length) return THROUGHPUT_PAGES;
  const unknown = names.filter((name) => !THROUGHPUT_PAGES.some((page) => page.name === name));
  if (unknown.length) throw new Error(`PROFILE_PAGES names no throughput page: ${unknown.join(', ')}.`);
  return THROUGHPUT_PAGES.filter((page) => names.includes(page.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = pagesToProfile();
  const [baseUrl, port, outFile = 'bench-results/worker.cpuprofile'] = process.argv.slice(2);
  const inspector = await connectInspector(Number(port));
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', {interval: 200});
  for (const page of pages) await send(new URL(page.path, baseUrl).href, 20);
  await inspector.send('Profiler.start');
  for (const page of pages) await send(new URL(page.path, baseUrl).href, REQUESTS);
  const {profile} = await inspector.send('Profiler.stop');
  inspector.close();
  writeFileSync(outFile, JSON.stringify(profile));
  const requests = REQUESTS * pages.length;
  const print = (title, rows) => {
    console.log(`\n${title} (self ms per request, ${requests} requests)`);
    for (const [key, ms] of rows.slice(0, TOP)) console.log(`${(ms / requests).toFixed(3).padStart(8)}  ${key}`);
  };
  print('By package or file', selfTime(profile, moduleOf));
  print('By function', selfTime(profile, (frame) => {
    const {source, line, name} = original(frame);
    return `${name}  ${source}:${line}`;
  }));
  console.log(`\nProfile: ${outFile}`);
}
