// Password-reset and activation mails, and reading their URLs back: {shop}/account/<reset|activate>/<id>/<token>.
import type {Database} from '../db/database.js';
import type {Locale} from '../catalogue/catalogue-scope.js';
import {shopUrl} from './commerce-config.js';
import type {CustomerRecord} from './customer-store.js';
import {activationMail, passwordResetMail} from './mail-messages.js';
import {storeMail} from './mail-store.js';
import {issueMailToken} from './mail-tokens.js';
import {shopName} from './shop-name.js';

export function sendPasswordResetMail(db: Database, customer: CustomerRecord, locale: Locale, now: Date): void {
  const token = issueMailToken(db, customer.id, 'reset', now);
  const url = `${shopUrl()}/account/reset/${customer.id}/${token}`;
  storeMail(db, passwordResetMail(shopName(db, locale), locale, customer.email, url), now);
}

export function sendActivationMail(db: Database, customer: CustomerRecord, locale: Locale, now: Date): void {
  const token = issueMailToken(db, customer.id, 'activation', now);
  const url = `${shopUrl()}/account/activate/${customer.id}/${token}`;
  storeMail(db, activationMail(shopName(db, locale), locale, customer.email, url), now);
}

/**
 * The customer id and token at the end of a reset or activation URL. Only the path's tail is read, so a
 * storefront that rewrites the URL onto its own (localized) route still works.
 */
export function parseAccountUrl(url: string): {customerId: number; token: string} | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /\/(\d+)\/([0-9a-f]{32})\/?$/.exec(path);
  return match ? {customerId: Number(match[1]), token: match[2]} : null;
}
