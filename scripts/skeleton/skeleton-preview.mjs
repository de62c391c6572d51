// Hydrogen's stock skeleton as a production build (`shopify hydrogen preview --build`) on its own emulator,
// for `npm run bench -- --compare skeleton`: a dev server (`npm run skeleton`) serves unbundled modules
// and would make any comparison of bytes or timings meaningless. Catalogue pages only: no https origin,
// so no Customer Account sign-in.
import {spawn} from 'node:child_process';
import {openSync, closeSync, readFileSync} from 'node:fs';
import {setTimeout as sleep} from 'node:timers/promises';
import {startEmulator} from '../emulator-process.mjs';
import {stopGroup} from '../process-group.mjs';
import {fetchSkeleton} from './fetch-skeleton.mjs';
import {SKELETON_APP_DIR, emulatorEnv, skeletonPorts, skeletonProcessEnv} from './skeleton-env.mjs';

// The skeleton's build runs on a loaded machine too.
const START_TIMEOUT_MS = 5 * 60_000;

/** Starts the skeleton's preview; resolves to {baseUrl, stop()} once its home page answers 200. */
export async function startSkeletonPreview({logFile, fetch: refetch = true}) {
  if (refetch) fetchSkeleton();
  const ports = skeletonPorts();
  const emulator = await startEmulator({
    origin: `http://127.0.0.1:${ports.emulator}`,
    env: emulatorEnv(ports),
    quiet: true,
    detached: true,
  });
  const log = openSync(logFile, 'w');
  const skeleton = spawn(
    'npx',
    ['shopify', 'hydrogen', 'preview', '--build', '--port', String(ports.dev), '--inspector-port', String(ports.inspector)],
    {cwd: SKELETON_APP_DIR, stdio: ['ignore', log, log], env: {...process.env, ...skeletonProcessEnv(ports)}, detached: true},
  );
  closeSync(log);
  const stopBoth = () => {
    stopGroup(skeleton);
    stopGroup(emulator);
  };
  process.once('exit', stopBoth);
  const baseUrl = `http://localhost:${ports.dev}`;
  const site = {
    baseUrl,
    async stop() {
      process.off('exit', stopBoth);
      stopBoth();
      // workerd takes a moment to go; the emulator closes its database on SIGTERM.
      await sleep(1000);
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (skeleton.exitCode !== null || skeleton.signalCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/`, {signal: AbortSignal.timeout(5000)});
      if (response.status === 200) return site;
    } catch {
      // Still building.
    }
    await sleep(1000);
  }
  await site.stop();
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`The skeleton's preview did not answer 200 at ${baseUrl}.\nLast lines of ${logFile}:\n${tail}`);
}
