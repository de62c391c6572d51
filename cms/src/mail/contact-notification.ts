import type {Core} from '@strapi/strapi';
import {fillPlaceholders} from './fill-placeholders';
import {loadMailText} from './mail-text';
import {sendMail} from './send-mail';

export interface StoredContactMessage {
  name: string;
  email: string;
  message: string;
  language: string;
}

const DEFAULT_NOTIFY_EMAIL = 'duo@ronce-riviere.example';

/** Tells the duo about a stored message, in the default language, with Reply-To the visitor. */
export async function notifyContactMessage(strapi: Core.Strapi, message: StoredContactMessage): Promise<void> {
  try {
    const text = await loadMailText(strapi);
    const values = {name: message.name, email: message.email, language: message.language, message: message.message};
    await sendMail(
      strapi,
      {
        to: process.env.CMS_NOTIFY_EMAIL || DEFAULT_NOTIFY_EMAIL,
        replyTo: message.email,
        subject: fillPlaceholders(text.contactSubject, values),
        text: fillPlaceholders(text.contactBody, values),
      },
      'contact notification',
    );
  } catch (error) {
    strapi.log.error(`[mail] contact notification failed: ${(error as Error).message}`);
  }
}
