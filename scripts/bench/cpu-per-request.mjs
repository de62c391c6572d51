// CPU milliseconds each page costs the worker, independent of how busy the
// machine is: N requests a few at a time against a running site, with the
// worker's (and its CLI's, and the emulator's) CPU time read before and after.
// `node scripts/bench/cpu-per-request.mjs [baseUrl] [emulatorUrl]`; CPU_REQUESTS sets N.
import {plainTable} from './results-table.mjs';
import {cpuMs, listeningPid, parentPid} from './process-cpu.mjs';
import {THROUGHPUT_PAGES, staticAssetPath} from './throughput.mjs';

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 300);
const CONCURRENCY = 4;
const WARMUP = 20;

async function send(url, count) {
  let failed = 0;
  let next = 0;
  const one = async () => {
    while (next++ < count) {
      const response = await fetch(url, {headers: {'accept-encoding': 'gzip'}});
      await response.arrayBuffer();
      if (response.status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, one));
  return failed;
}

export async function cpuPerRequest(baseUrl, emulatorUrl) {
  const worker = listeningPid(Number(new URL(baseUrl).port));
  if (!worker) throw new Error(`No process of ours listens at ${baseUrl}.`);
  const processes = {worker, cli: parentPid(worker)};
  const emulator = emulatorUrl && listeningPid(Number(new URL(emulatorUrl).port));
  if (emulator) processes.emulator = emulator;

  const rows = [];
  for (const {name, path} of [{name: 'static asset', path: await staticAssetPath(baseUrl)}, ...THROUGHPUT_PAGES]) {
    const url = new URL(path, baseUrl).href;
    await send(url, WARMUP);
    const before = Object.fromEntries(Object.entries(processes).map(([key, pid]) => [key, cpuMs(pid)]));
    const started = performance.now();
    const failed = await send(url, REQUESTS);
    const wallMs = performance.now() - started;
    const row = {name, requests: REQUESTS, failed, wallMsPerRequest: wallMs / REQUESTS};
    for (const [key, pid] of Object.entries(processes)) row[key] = (cpuMs(pid) - before[key]) / REQUESTS;
    rows.push(row);
  }
  return rows;
}

export function formatCpuRows(rows) {
  const keys = ['worker', 'cli', 'emulator'].filter((key) => key in rows[0]);
  const header = ['page', ...keys.map((key) => `${key} CPU ms`), 'wall ms', 'failed'];
  const lines = rows.map((row) => [
    row.name,
    ...keys.map((key) => row[key].toFixed(2)),
    row.wallMsPerRequest.toFixed(1),
    String(row.failed),
  ]);
  return plainTable(header, lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const emulatorUrl = process.argv[3] ?? process.env.PUBLIC_STORE_DOMAIN ?? null;
  const rows = await cpuPerRequest(baseUrl, emulatorUrl);
  console.log(`\nCPU per request, ${REQUESTS} requests per page, ${CONCURRENCY} at a time, after ${WARMUP} to warm up\n`);
  console.log(formatCpuRows(rows));
}
