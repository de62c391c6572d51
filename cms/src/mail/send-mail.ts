import type {Core} from '@strapi/strapi';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * Sends through the email plugin; a failure is logged and reported as `false`, never thrown. The subject
 * is a header and may carry a visitor's words, so line breaks in it become spaces.
 */
export async function sendMail(strapi: Core.Strapi, mail: Mail, purpose: string): Promise<boolean> {
  try {
    await strapi.plugin('email').service('email').send({...mail, subject: mail.subject.replace(/[\r\n]+/g, ' ')});
    return true;
  } catch (error) {
    strapi.log.error(`[mail] ${purpose} to ${mail.to} not sent: ${(error as Error).message}`);
    return false;
  }
}
