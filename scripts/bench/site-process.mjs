// The production site (`run-site.mjs preview`, emulator reset) on a free
// loopback port, as its own process group so that stopping it stops the CLI,
// the worker and the emulator with it.
import {spawn} from 'node:child_process';
import {openSync, closeSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {resolve} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 5 * 60_000;
const STOP_GRACE_MS = 10_000;

export async function startSite({logFile, extraArgs = []}) {
  // BENCH_PORT pins the port, for machines where each user owns a range.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [resolve(ROOT, 'scripts/run-site.mjs'), 'preview', '--port', String(port), ...extraArgs],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', log, log],
      env: {...process.env, EMULATOR_RESET: '1'},
    },
  );
  closeSync(log);
  // Last resort when the bench dies without reaching stop().
  const killGroup = () => signalGroup(child.pid, 'SIGKILL');
  process.once('exit', killGroup);

  const site = {
    baseUrl,
    pid: child.pid,
    async stop() {
      process.off('exit', killGroup);
      signalGroup(child.pid, 'SIGTERM');
      const deadline = Date.now() + STOP_GRACE_MS;
      while (groupAlive(child.pid) && Date.now() < deadline) await sleep(200);
      signalGroup(child.pid, 'SIGKILL');
    },
  };

  try {
    await waitForHomePage(baseUrl, child);
  } catch (error) {
    await site.stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${error.message}\nLast lines of ${logFile}:\n${tail}`);
  }
  return site;
}

async function waitForHomePage(baseUrl, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The site stopped while starting (exit ${child.exitCode ?? child.signalCode}).`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/`, {signal: AbortSignal.timeout(5000)});
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(1000);
  }
  throw new Error(`The home page did not answer 200 within ${START_TIMEOUT_MS / 60_000} min.`);
}

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => done(port));
    });
  });
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
