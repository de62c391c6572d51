// `npm run dev` and `npm run preview`: the emulator when needed, then the
// Shopify CLI with no credentials and no network.
import {spawn} from 'node:child_process';
import {startEmulatorIfNeeded} from './emulator-process.mjs';
import {OFFLINE_CLI_ENV, ROOT, readEnvFile, siteEnvFile} from './site-env.mjs';

const mode = process.argv[2];
const COMMANDS = {
  dev: ['hydrogen', 'dev', '--codegen', '--disable-version-check'],
  preview: ['hydrogen', 'preview', '--build'],
};
if (!COMMANDS[mode]) {
  console.error('Usage: node scripts/run-site.mjs dev|preview [--port N]');
  process.exit(2);
}

const envFile = siteEnvFile();
const env = {...readEnvFile(envFile), ...process.env};
const emulator = await startEmulatorIfNeeded(env, {reset: process.env.EMULATOR_RESET === '1'});

const site = spawn(
  'npx',
  ['shopify', ...COMMANDS[mode], '--env-file', envFile, ...process.argv.slice(3)],
  {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...OFFLINE_CLI_ENV}},
);

const stop = () => {
  site.kill('SIGTERM');
  emulator?.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', (code) => {
  emulator?.kill('SIGTERM');
  process.exit(code ?? 0);
});
