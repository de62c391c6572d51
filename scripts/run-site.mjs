// `npm run dev` and `npm run preview`: the emulator when needed, then the
// Shopify CLI with no credentials and no network. When the env's CMS_URL is a local
// port of its own (`.env.cms.example`, used by `npm run dev:cms`), the Strapi in cms/ starts too.
import {spawn} from 'node:child_process';
import {startCmsIfNeeded} from './cms-process.mjs';
import {startEmulatorIfNeeded} from './emulator-process.mjs';
import {stopGroup} from './process-group.mjs';
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
const cms = await startCmsIfNeeded(env);

const site = spawn(
  'npx',
  ['shopify', ...COMMANDS[mode], '--env-file', envFile, ...process.argv.slice(3)],
  {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...OFFLINE_CLI_ENV}},
);

const stop = () => {
  site.kill('SIGTERM');
  stopGroup(emulator);
  stopGroup(cms);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', (code) => {
  stopGroup(emulator);
  stopGroup(cms);
  process.exit(code ?? 0);
});
