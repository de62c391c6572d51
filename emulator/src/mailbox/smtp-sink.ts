// An SMTP server that files every mail it receives in the mailbox, so the mails a real Strapi sends
// (email plugin, nodemailer provider, pointed at 127.0.0.1:4025) appear next to the emulator's own.
// Plain SMTP: no TLS; AUTH is optional and any credentials are accepted.
import type {AddressInfo} from 'node:net';
import {simpleParser, type AddressObject, type ParsedMail} from 'mailparser';
import {SMTPServer, type SMTPServerSession} from 'smtp-server';
import {storeMail} from '../commerce/mail-store.js';
import type {Database} from '../db/database.js';
import {extractLinks} from './links.js';
import {mailReleased, senderGone} from './mail-hold.js';

export interface SmtpSinkOptions {
  /** The emulator's database (`createEmulator(...).db`): the mailbox the mails land in. */
  db: Database;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port, see `SmtpSink.port`. */
  port?: number;
  now?: () => Date;
}

export interface SmtpSink {
  host: string;
  port: number;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const flat = (entries: AddressObject['value']): string[] =>
    entries.flatMap((entry) => (entry.group ? flat(entry.group) : entry.address ? [entry.address] : []));
  return objects.flatMap((object) => flat(object.value));
}

function addressText(field: AddressObject | AddressObject[] | undefined): string | null {
  if (field === undefined) return null;
  return (Array.isArray(field) ? field : [field]).map((object) => object.text).join(', ') || null;
}

const LIST_HEADERS = new Set(['list-unsubscribe', 'list-unsubscribe-post']);

/** The raw values (mailparser reads List-* headers into objects of its own). */
function listHeaders(parsed: ParsedMail): Record<string, string> {
  return Object.fromEntries(
    parsed.headerLines
      .filter(({key}) => LIST_HEADERS.has(key))
      .map(({key, line}) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()]),
  );
}

function fileMail(db: Database, parsed: ParsedMail, session: SMTPServerSession, now: Date): void {
  // The headers' recipients, else (a mail with Bcc only) the envelope's.
  const headerRecipients = [...addresses(parsed.to), ...addresses(parsed.cc)];
  const recipients = headerRecipients.length
    ? headerRecipients
    : session.envelope.rcptTo.map((recipient) => recipient.address);
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  storeMail(
    db,
    {
      to: recipients.join(', '),
      from: addressText(parsed.from),
      replyTo: addressText(parsed.replyTo),
      subject: parsed.subject ?? '',
      text,
      html,
      links: extractLinks(text, html),
      listHeaders: listHeaders(parsed),
    },
    now,
  );
}

/** Starts the sink; resolves once it listens. */
export function startSmtpSink(options: SmtpSinkOptions): Promise<SmtpSink> {
  const {db, host = '127.0.0.1', port = 0, now = () => new Date()} = options;
  // Sessions whose mail waits for a held mailbox (mail-hold.ts), by session id.
  const senders = new Map<string, {closed: boolean}>();
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Storefront emulator mailbox',
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, {user: auth.username ?? 'anonymous'});
    },
    onClose(session) {
      const sender = senders.get(session.id);
      if (sender) sender.closed = true;
      senderGone(db, session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if ((stream as {sizeExceeded?: boolean}).sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the fixed maximum message size'), {responseCode: 552}));
            return;
          }
          const sender = {closed: false};
          senders.set(session.id, sender);
          await mailReleased(db, session.id);
          senders.delete(session.id);
          // A sender that gave up before the mail was accepted did not send it.
          if (sender.closed) return;
          fileMail(db, parsed, session, now());
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  server.on('error', (error) => console.error('[emulator] SMTP sink:', error));

  return new Promise((resolve, reject) => {
    const onListenError = (error: Error) => reject(error);
    server.server.once('error', onListenError);
    server.listen(port, host, () => {
      server.server.off('error', onListenError);
      const address = server.server.address() as AddressInfo;
      resolve({
        host,
        port: address.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
