// `node scripts/skeleton/fetch-skeleton.mjs`: Hydrogen's skeleton, as `npm create @shopify/hydrogen`
// would lay it, in .data/skeleton/app (git-ignored): the pinned package is packed from the registry,
// its starter copied over anything left from an earlier run (so the code is always stock), its
// dependencies installed when its package.json changed, and its .env written. Nothing of it is committed.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {CREATE_HYDROGEN, SKELETON_APP_DIR, SKELETON_DIR, skeletonDotEnv} from './skeleton-env.mjs';

const STARTER = 'package/dist/assets/hydrogen/starter';
const INSTALLED_MARK = join(SKELETON_APP_DIR, 'node_modules', '.installed-package.json');

function run(command, args, cwd) {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit']});
}

function packStarter() {
  const packDir = join(SKELETON_DIR, 'pack');
  rmSync(packDir, {recursive: true, force: true});
  mkdirSync(packDir, {recursive: true});
  const file = execFileSync('npm', ['pack', CREATE_HYDROGEN, '--pack-destination', packDir, '--silent', '--prefer-offline'], {encoding: 'utf8'}).trim().split('\n').pop();
  run('tar', ['-xzf', join(packDir, file), '-C', packDir, STARTER]);
  return join(packDir, STARTER);
}

/** The starter's files in place of the app's, its installed node_modules kept. */
function layStarter(starter) {
  mkdirSync(SKELETON_APP_DIR, {recursive: true});
  for (const entry of readdirSync(SKELETON_APP_DIR)) {
    if (entry !== 'node_modules') rmSync(join(SKELETON_APP_DIR, entry), {recursive: true, force: true});
  }
  cpSync(starter, SKELETON_APP_DIR, {recursive: true});
}

function installIfChanged() {
  const wanted = readFileSync(join(SKELETON_APP_DIR, 'package.json'), 'utf8');
  if (existsSync(INSTALLED_MARK) && readFileSync(INSTALLED_MARK, 'utf8') === wanted) return false;
  // The starter ships no lockfile: npm resolves its ranges as `npm create` would.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'], SKELETON_APP_DIR);
  writeFileSync(INSTALLED_MARK, wanted);
  return true;
}

export function writeDotEnv(env = skeletonDotEnv()) {
  writeFileSync(join(SKELETON_APP_DIR, '.env'), Object.entries(env).map(([name, value]) => `${name}=${value}`).join('\n') + '\n');
}

export function fetchSkeleton() {
  const started = Date.now();
  layStarter(packStarter());
  const packed = Date.now();
  const installed = installIfChanged();
  writeDotEnv();
  console.log(
    `Skeleton from ${CREATE_HYDROGEN} in ${SKELETON_APP_DIR}: packed in ${((packed - started) / 1000).toFixed(1)} s, ` +
      (installed ? `installed in ${((Date.now() - packed) / 1000).toFixed(1)} s.` : 'dependencies already installed.'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) fetchSkeleton();
