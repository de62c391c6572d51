// `npm run dev`, `npm run dev:cms` and `npm run preview`: the emulator when needed, then the Shopify
// CLI with no credentials and no network. When the env's CMS_URL is a local port of its own
// (`.env.cms.example`, used by `npm run dev:cms`), the Strapi in cms/ starts too. Every port follows
// PORT_OFFSET, and every origin a mail links to is the site's own.
import {spawn} from 'node:child_process';
import {startCmsIfNeeded} from './cms-process.mjs';
import {startEmulatorIfNeeded} from './emulator-process.mjs';
import {stopGroup} from './process-group.mjs';
import {OFFLINE_CLI_ENV, ROOT, envFileForCli, offsetOf, readEnvFile, siteEnvFile, stackPorts} from './site-env.mjs';

const USAGE = 'Usage: node scripts/run-site.mjs dev|preview [--cms] [--port N] [other Shopify CLI flags]';
const [mode, ...rest] = process.argv.slice(2);
const COMMANDS = {
  dev: ['hydrogen', 'dev', '--codegen', '--disable-version-check'],
  // SITE_BUILT=1: the build in dist/ is current (the test runner made it), so preview serves it as it is.
  preview: ['hydrogen', 'preview', ...(process.env.SITE_BUILT === '1' ? [] : ['--build'])],
};
if (!COMMANDS[mode]) {
  console.error(USAGE);
  process.exit(2);
}

const cmsMode = rest.includes('--cms');
const args = rest.filter((arg) => arg !== '--cms');
const portAt = args.indexOf('--port');
const envFile = siteEnvFile(cmsMode ? 'cms' : 'site');
let fileEnv;
let ports;
try {
  fileEnv = readEnvFile(envFile);
  ports = stackPorts(offsetOf(fileEnv));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const port = portAt === -1 ? ports.site : Number(args[portAt + 1]);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a port number; got "${args[portAt + 1]}".\n${USAGE}`);
  process.exit(2);
}
const cliArgs = portAt === -1 ? args : args.filter((_, i) => i !== portAt && i !== portAt + 1);
const env = {...fileEnv, ...process.env};
const siteOrigin = `http://localhost:${port}`;
const emulator = await startEmulatorIfNeeded(env, {
  reset: process.env.EMULATOR_RESET === '1',
  siteOrigin,
  smtpPort: ports.smtp,
});
const cms = await startCmsIfNeeded(env, {siteOrigin, smtpPort: ports.smtp});

const site = spawn(
  'npx',
  ['shopify', ...COMMANDS[mode], '--port', String(port), '--env-file', envFileForCli(envFile, fileEnv, port), ...cliArgs],
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
