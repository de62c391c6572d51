// `npm run emulator [-- --reset]`: the emulator on http://EMULATOR_HOST:EMULATOR_PORT, and its SMTP sink
// on EMULATOR_HOST:EMULATOR_SMTP_PORT filing a real Strapi's mails in the same mailbox. With
// EMULATOR_HTTPS_PORT, the same emulator on https too, and CONNECT to it through the plain port.
import {rmSync} from 'node:fs';
import {dirname, isAbsolute, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {z} from 'zod';
import {listenHttps, tunnelConnects, type HttpsListener} from './http/https-listener.js';
import {serveFetch} from './http/node-adapter.js';
import {startSmtpSink, type SmtpSink} from './mailbox/smtp-sink.js';
import {SeedFileError} from './db/seed-file.js';
import {createEmulator, type Emulator} from './server.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const Env = z.object({
  EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  EMULATOR_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(4025),
  EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_STOREFRONT_API_TOKEN: z.string().min(1).default('emulator-public-token'),
  PRIVATE_STOREFRONT_API_TOKEN: z.string().min(1).default('emulator-private-token'),
  EMULATOR_DB: z.string().min(1).default('.data/emulator.sqlite'),
  EMULATOR_HTTPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  EMULATOR_TLS_DIR: z.string().min(1).default('.data/emulator-tls'),
  EMULATOR_HTTPS_HOSTS: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((host) => host.trim()).filter(Boolean)),
});

const parsed = Env.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`Invalid ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;
const fromRepo = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));
const dbPath = fromRepo(env.EMULATOR_DB);

if (process.argv.includes('--reset')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, {force: true});
}

const origin = `http://${env.EMULATOR_HOST}:${env.EMULATOR_PORT}`;
function openEmulator(): Emulator {
  try {
    return createEmulator({
      dbPath,
      publicToken: env.PUBLIC_STOREFRONT_API_TOKEN,
      privateToken: env.PRIVATE_STOREFRONT_API_TOKEN,
      baseUrl: origin,
    });
  } catch (error) {
    // A bad EMULATOR_SEED file is the user's to fix: its faults, without a stack.
    if (!(error instanceof SeedFileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const emulator = openEmulator();
const server = serveFetch((request) => emulator.fetch(request), origin);

server.listen(env.EMULATOR_PORT, env.EMULATOR_HOST, () => {
  console.log(`Emulator listening on ${origin}`);
});

let https: HttpsListener | undefined;
if (env.EMULATOR_HTTPS_PORT !== undefined) {
  listenHttps({
    handler: (request) => emulator.fetch(request),
    host: env.EMULATOR_HOST,
    port: env.EMULATOR_HTTPS_PORT,
    tlsDir: fromRepo(env.EMULATOR_TLS_DIR),
    extraHosts: env.EMULATOR_HTTPS_HOSTS,
  }).then(
    (listener) => {
      https = listener;
      tunnelConnects(server, listener);
      const {certPath, hosts, spkiSha256} = listener.certificate;
      console.log(`Emulator listening on ${listener.origin} for ${hosts.join(', ')} (CONNECT through ${origin})`);
      console.log(`  certificate ${certPath}, public key sha256 ${spkiSha256}`);
    },
    (error: unknown) => {
      console.error('[emulator] the https listener could not start:', error);
      process.exit(1);
    },
  );
}

let smtp: SmtpSink | undefined;
startSmtpSink({db: emulator.db, host: env.EMULATOR_HOST, port: env.EMULATOR_SMTP_PORT}).then(
  (sink) => {
    smtp = sink;
    console.log(`SMTP sink listening on ${sink.host}:${sink.port}`);
  },
  (error: unknown) => {
    console.error('[emulator] the SMTP sink could not start:', error);
    process.exit(1);
  },
);

async function shutdown(): Promise<void> {
  server.close();
  https?.server.close();
  await smtp?.close();
  emulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
