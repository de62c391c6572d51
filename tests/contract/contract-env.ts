// The two backends of the contract suite, on ports of their own (beside the stack's, and moved with it
// by PORT_OFFSET), sharing tokens and a mailbox.
import {stackPorts} from '../../scripts/site-env.mjs';

export type BackendName = 'emulator' | 'strapi';

const PORTS = stackPorts();
export const EMULATOR_ORIGIN = `http://127.0.0.1:${PORTS.emulator + 300}`;
export const STRAPI_ORIGIN = `http://127.0.0.1:${PORTS.cms + 1}`;
export const SMTP_PORT = PORTS.smtp + 300;
export const SITE_ORIGIN = `http://localhost:${PORTS.site}`;

export const SITE_TOKEN = 'contract-site-token';
export const INBOX_TOKEN = 'contract-inbox-token';
export const PREVIEW_TOKEN = 'contract-preview-token';
export const PREVIEW_SECRET = 'contract-preview-secret';
export const NOTIFY_EMAIL = 'duo@ronce-riviere.example';

/** The admin that Strapi creates on its first start (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD). */
export const ADMIN = {email: 'contract-admin@ronce-riviere.example', password: 'Contract-Editor-2025'};

/** Given to both backends. */
export const CONTRACT_ENV = {
  CMS_API_TOKEN: SITE_TOKEN,
  CMS_INBOX_TOKEN: INBOX_TOKEN,
  CMS_PREVIEW_TOKEN: PREVIEW_TOKEN,
  CMS_PREVIEW_SECRET: PREVIEW_SECRET,
  CMS_NOTIFY_EMAIL: NOTIFY_EMAIL,
  SITE_ORIGINS: SITE_ORIGIN,
  EMULATOR_SHOP_URL: SITE_ORIGIN,
  CMS_RESET_PASSWORD_URL: `${SITE_ORIGIN}/reset-password`,
};

export const ORIGINS: Record<BackendName, string> = {emulator: EMULATOR_ORIGIN, strapi: STRAPI_ORIGIN};

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Mails to an address, newest first; waits a little, as a backend may send after it answered. */
export async function mailsTo(to: string, {atLeast = 1, timeoutMs = 5000} = {}): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${EMULATOR_ORIGIN}/mailbox.json?${new URLSearchParams({to})}`);
    const mails = (await response.json()) as Mail[];
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((done) => setTimeout(done, 100));
  }
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.be`;

/**
 * The emulator's hook for a slow mail server: while held, no mail reaches the mailbox (the SMTP sink
 * keeps a sending Strapi waiting for its answer; the emulator's own mails wait too).
 */
export async function holdMail(hold: boolean): Promise<void> {
  const response = await fetch(`${EMULATOR_ORIGIN}/__faults/hold-mail`, {
    method: 'PUT',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({hold}),
  });
  if (response.status !== 204) throw new Error(`PUT /__faults/hold-mail: ${response.status}`);
}

/** How many mails wait for the held mail server with their sender still there (not given up). */
export async function mailsWaiting(): Promise<number> {
  const response = await fetch(`${EMULATOR_ORIGIN}/__faults/hold-mail`);
  return ((await response.json()) as {waiting: number}).waiting;
}
