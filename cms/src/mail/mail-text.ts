import type {Core} from '@strapi/strapi';
import {DEFAULT_LOCALE, MAIL_TEXT} from '../content-model';

export interface MailText {
  confirmSubject: string;
  confirmBody: string;
  contactSubject: string;
  contactBody: string;
}

/** Used only while the "Mail texts" single type is empty, so a sign-up never goes without a mail. */
const FALLBACK: MailText = {
  confirmSubject: 'Please confirm your newsletter subscription',
  confirmBody: 'Confirm your subscription: {{confirmUrl}}\n\nUnsubscribe: {{unsubscribeUrl}}',
  contactSubject: 'New message from {{name}}',
  contactBody: '{{name}} <{{email}}> ({{language}}) wrote:\n\n{{message}}\n\n{{adminLink}}',
};

/** The mail texts in `locale`, else in the default language, else the built-in fallback. */
export async function loadMailText(strapi: Core.Strapi, locale: string = DEFAULT_LOCALE): Promise<MailText> {
  for (const candidate of new Set([locale, DEFAULT_LOCALE])) {
    const entry = (await strapi.documents(MAIL_TEXT).findFirst({locale: candidate})) as Partial<MailText> | null;
    if (entry) return {...FALLBACK, ...withoutBlanks(entry)};
  }
  strapi.log.warn('[mail] the "Mail texts" single type is empty: using the built-in texts');
  return FALLBACK;
}

function withoutBlanks(entry: Partial<MailText>): Partial<MailText> {
  return Object.fromEntries(
    (Object.keys(FALLBACK) as (keyof MailText)[]).filter((key) => entry[key]).map((key) => [key, entry[key]]),
  );
}
