import type {Core} from '@strapi/strapi';
import {CONTACT_MESSAGE} from '../content-model';
import {fillPlaceholders} from './fill-placeholders';
import {loadMailText} from './mail-text';
import {notifyLocale} from './notify-locale';
import {sendMail} from './send-mail';

export interface StoredContactMessage {
  documentId: string;
  name: string;
  email: string;
  message: string;
  language: string;
}

const DEFAULT_NOTIFY_EMAIL = 'duo@ronce-riviere.example';

/** The message's page in the admin panel, where the duo set its status. */
export function adminLink(strapi: Core.Strapi, documentId: string): string {
  const admin = String(strapi.config.get('admin.absoluteUrl')).replace(/\/+$/, '');
  return `${admin}/content-manager/collection-types/${CONTACT_MESSAGE}/${documentId}`;
}

/** Tells the duo about a stored message, in the duo's language (CMS_NOTIFY_LOCALE), with Reply-To the visitor. */
export async function notifyContactMessage(strapi: Core.Strapi, message: StoredContactMessage): Promise<void> {
  try {
    const text = await loadMailText(strapi, notifyLocale(strapi));
    const link = adminLink(strapi, message.documentId);
    const values = {name: message.name, email: message.email, language: message.language, message: message.message, adminLink: link};
    const body = fillPlaceholders(text.contactBody, values);
    await sendMail(
      strapi,
      {
        to: process.env.CMS_NOTIFY_EMAIL || DEFAULT_NOTIFY_EMAIL,
        replyTo: message.email,
        subject: fillPlaceholders(text.contactSubject, values),
        // A text saved before {{adminLink}} existed still leads to the message.
        text: text.contactBody.includes('{{adminLink}}') ? body : `${body}\n\n${link}`,
      },
      'contact notification',
    );
  } catch (error) {
    strapi.log.error(`[mail] contact notification failed: ${(error as Error).message}`);
  }
}
