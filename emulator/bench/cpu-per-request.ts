// CPU time per product-page request, in-process and serial: a figure that holds on a busy machine,
// where the bench's wall-clock latencies mostly measure the other processes.
// `npx tsx bench/cpu-per-request.ts` (BENCH_REQUESTS, default 2000).
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createEmulator} from '../src/server.js';
import {PRODUCT_PAGE_QUERY} from './skeleton-queries.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const TOKEN = 'bench-public-token';
const OPTIONS = [
  [],
  [{name: 'Version', value: 'PDF'}, {name: 'Language', value: 'French'}, {name: 'Notation', value: 'Tablature'}],
];

function body(index: number): string {
  return JSON.stringify({
    query: PRODUCT_PAGE_QUERY,
    variables: {
      handle: 'tunebook-dances-from-the-borderlands',
      selectedOptions: OPTIONS[index % 2],
      country: 'BE',
      language: 'EN',
    },
  });
}

const dir = mkdtempSync(join(tmpdir(), 'emulator-cpu-'));
// BENCH_CACHE=on|off measures one mode only (for a CPU profile of it).
const modes = process.env.BENCH_CACHE ? [process.env.BENCH_CACHE === 'on'] : [true, false];
for (const responseCache of modes) {
  const emulator = createEmulator({
    dbPath: join(dir, `${responseCache}.sqlite`),
    publicToken: TOKEN,
    privateToken: 'bench-private',
    baseUrl: 'http://127.0.0.1',
    responseCache,
  });
  const send = async (index: number) => {
    const response = await emulator.fetch(
      new Request('http://127.0.0.1/api/2026-04/graphql.json', {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN},
        body: body(index),
      }),
    );
    const text = await response.text();
    if (response.status !== 200 || text.startsWith('{"errors"')) throw new Error(text.slice(0, 300));
  };
  for (let i = 0; i < 200; i++) await send(i);
  const start = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) await send(i);
  const used = process.cpuUsage(start);
  const perRequest = (used.user + used.system) / 1000 / REQUESTS;
  console.log(`product page${responseCache ? '' : ' (no response cache)'}: ${perRequest.toFixed(3)} ms CPU per request`);
  emulator.close();
}
rmSync(dir, {recursive: true, force: true});
