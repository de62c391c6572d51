// The emulator's public entry, for test harnesses outside this workspace (e.g. the CMS contract suite):
// an in-process emulator (`createEmulator(...).fetch`), or one listening on HTTP with its SMTP sink
// (`startEmulator`), both on free ports by default. The CMS settings (CMS_API_TOKEN, CMS_INBOX_TOKEN,
// SITE_ORIGINS, CMS_NOTIFY_EMAIL, EMULATOR_CONTENT_DIR, …) are read from process.env at the first CMS request.
import type {AddressInfo} from 'node:net';
import {serveFetch} from './http/node-adapter.js';
import {startSmtpSink, type SmtpSink} from './mailbox/smtp-sink.js';
import {createEmulator, type Emulator} from './server.js';

export {createEmulator, type Emulator, type EmulatorOptions} from './server.js';
export {serveFetch} from './http/node-adapter.js';
export {startSmtpSink, type SmtpSink, type SmtpSinkOptions} from './mailbox/smtp-sink.js';
export {clearMails, listMails, type StoredMail} from './commerce/mail-store.js';

export interface StartEmulatorOptions {
  /** The SQLite file; created, migrated and seeded when new. */
  dbPath: string;
  /** Default 127.0.0.1, for HTTP and SMTP. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Default 0: a free port. */
  smtpPort?: number;
  publicToken?: string;
  privateToken?: string;
  now?: () => Date;
}

export interface RunningEmulator {
  emulator: Emulator;
  /** `http://host:port`, the value for CMS_URL and the Storefront API's domain. */
  url: string;
  smtp: SmtpSink;
  /** Stops HTTP and SMTP, then closes the database. */
  close(): Promise<void>;
}

/** The emulator on HTTP and its SMTP sink on the same database, as `npm run emulator` runs them. */
export async function startEmulator(options: StartEmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  let url = '';
  const server = serveFetch((request) => emulator.fetch(request), () => url);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const emulator = createEmulator({
    dbPath: options.dbPath,
    publicToken: options.publicToken ?? 'emulator-public-token',
    privateToken: options.privateToken ?? 'emulator-private-token',
    baseUrl: url,
    now: options.now,
  });
  let smtp: SmtpSink;
  try {
    smtp = await startSmtpSink({db: emulator.db, host, port: options.smtpPort ?? 0, now: options.now});
  } catch (error) {
    server.close();
    emulator.close();
    throw error;
  }
  return {
    emulator,
    url,
    smtp,
    async close() {
      await Promise.all([smtp.close(), new Promise<void>((resolve) => server.close(() => resolve()))]);
      emulator.close();
    },
  };
}
