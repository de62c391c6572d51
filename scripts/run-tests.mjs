// `npm test` and `npm run test:quick`: every kind of test, one stage after another, each stage's time
// printed as it ends and all of them in a table at the end (also when a stage fails, which stops the run).
// The production build is made once, by the `built` stage, and the browser stages serve that build.
import {spawn} from 'node:child_process';
import {ROOT} from './site-env.mjs';

/** name → the command it runs (npm scripts, so each stays runnable alone) and its extra environment. */
const STAGES = {
  engine: {command: ['node', 'scripts/check-node-engine.mjs']},
  unit: {command: ['npm', 'run', 'test:unit']},
  emulator: {command: ['npm', 'test', '-w', 'emulator']},
  built: {command: ['npm', 'run', 'test:built']},
  contract: {command: ['npm', 'run', 'test:contract']},
  e2e: {command: ['npm', 'run', 'test:e2e'], env: {SITE_BUILT: '1'}},
  'e2e-cms': {command: ['npm', 'run', 'test:e2e:cms'], env: {SITE_BUILT: '1'}},
  ports: {command: ['npm', 'run', 'test:e2e:ports']},
  skeleton: {command: ['npm', 'run', 'test:skeleton']},
};

/** What each run is made of: `quick` needs no build, no browser and no CMS. */
const RUNS = {
  all: ['engine', 'unit', 'emulator', 'built', 'contract', 'e2e', 'e2e-cms', 'ports', 'skeleton'],
  quick: ['engine', 'unit', 'emulator'],
};

function runStage(name) {
  const {command, env = {}} = STAGES[name];
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}});
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

async function main() {
  const run = process.argv[2] ?? 'all';
  const only = process.argv.slice(3);
  const stages = only.length ? only : RUNS[run];
  if (!stages || stages.some((name) => !STAGES[name])) {
    console.error(`Usage: node scripts/run-tests.mjs [${Object.keys(RUNS).join('|')}] [stage…]; stages: ${Object.keys(STAGES).join(', ')}`);
    process.exit(2);
  }
  const times = [];
  const started = Date.now();
  let failed = null;
  for (const name of stages) {
    console.log(`\n=== test stage ${name} ===`);
    const start = Date.now();
    const code = await runStage(name);
    times.push({name, ms: Date.now() - start, code});
    console.log(`=== test stage ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(Date.now() - start)} ===`);
    if (code !== 0) {
      failed = name;
      break;
    }
  }
  console.log('\nTest stages:');
  for (const {name, ms, code} of times) console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(7)}  ${code === 0 ? 'passed' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(7)}`);
  process.exit(failed ? 1 : 0);
}

await main();
