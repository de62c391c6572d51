// `npm run skeleton [-- --reset] [-- --no-fetch]`: Hydrogen's stock skeleton on the emulator, Customer
// Account sign-in included. Fetches and installs the skeleton (fetch-skeleton.mjs; `--no-fetch` keeps the
// one in place), starts the emulator with its https listener, the skeleton's https origin and
// `shopify hydrogen dev`, and prints the Chromium flags that lead a browser to them.
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {startEmulator} from '../emulator-process.mjs';
import {stopGroup} from '../process-group.mjs';
import {fetchSkeleton} from './fetch-skeleton.mjs';
import {startHttpsFront} from './https-front.mjs';
import {
  EMULATOR_TLS_DIR,
  SKELETON_APP_DIR,
  SKELETON_ORIGIN,
  chromiumMappingFlags,
  emulatorEnv,
  skeletonPorts,
  skeletonProcessEnv,
  spkiSha256,
} from './skeleton-env.mjs';

const args = process.argv.slice(2);
const ports = skeletonPorts();

if (!args.includes('--no-fetch')) fetchSkeleton();

const emulator = await startEmulator({
  origin: `http://127.0.0.1:${ports.emulator}`,
  reset: args.includes('--reset'),
  env: emulatorEnv(ports),
  detached: true,
});

const tls = {key: readFileSync(join(EMULATOR_TLS_DIR, 'key.pem')), cert: readFileSync(join(EMULATOR_TLS_DIR, 'cert.pem'))};
const front = await startHttpsFront({port: ports.https, targetPort: ports.dev, tls});

const skeleton = spawn(
  'npx',
  ['shopify', 'hydrogen', 'dev', '--port', String(ports.dev), '--inspector-port', String(ports.inspector), '--disable-version-check'],
  {cwd: SKELETON_APP_DIR, stdio: 'inherit', env: {...process.env, ...skeletonProcessEnv(ports)}, detached: true},
);

console.log(
  `\nThe skeleton: ${SKELETON_ORIGIN}/account (dev server on http://localhost:${ports.dev}). Open it in Chromium with\n` +
    `  chromium ${chromiumMappingFlags(spkiSha256(tls.cert), ports)
      .map((flag) => `'${flag}'`)
      .join(' ')}\n`,
);

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  stopGroup(skeleton);
  stopGroup(emulator);
  front.close();
  // The dev server's workerd takes a moment to go; the emulator closes its database on SIGTERM.
  setTimeout(() => process.exit(code), 500);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
skeleton.on('exit', (code) => stop(code ?? 0));
emulator.on('exit', () => stop(1));
