import type {Core} from '@strapi/strapi';
import {fillPlaceholders} from './fill-placeholders';
import {loadMailText} from './mail-text';
import {sendMail} from './send-mail';

export interface ConfirmationMail {
  email: string;
  language: string;
  confirmLink: string;
  unsubscribeLink: string;
}

/** The newsletter confirmation in the subscriber's language; `false` when it could not be sent. */
export async function sendConfirmationMail(strapi: Core.Strapi, mail: ConfirmationMail): Promise<boolean> {
  try {
    const text = await loadMailText(strapi, mail.language);
    const values = {confirmUrl: mail.confirmLink, unsubscribeUrl: mail.unsubscribeLink, email: mail.email};
    return await sendMail(
      strapi,
      {
        to: mail.email,
        subject: fillPlaceholders(text.confirmSubject, values),
        text: fillPlaceholders(text.confirmBody, values),
      },
      'newsletter confirmation',
    );
  } catch (error) {
    strapi.log.error(`[mail] newsletter confirmation failed: ${(error as Error).message}`);
    return false;
  }
}
