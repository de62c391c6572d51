// The mails the CMS sends, from the private single type mail-text (content/mail-text/{language}.json):
// `{{name}}`-style placeholders are filled in one pass, so a visitor's text is never read as a placeholder.
import {escapeHtml} from '../checkout/html.js';
import type {Mail} from '../commerce/mail-store.js';
import {extractLinks} from '../mailbox/links.js';
import {cmsConfig} from './cms-config.js';
import {DEFAULT_LANGUAGE, MAIL_TEXT_PATH} from './content-model.js';
import {readContent} from './content-store.js';

interface MailText {
  confirmSubject: string;
  confirmBody: string;
  contactSubject: string;
  contactBody: string;
}

function isMailText(value: unknown): value is MailText {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['confirmSubject', 'confirmBody', 'contactSubject', 'contactBody'].every((name) => typeof fields[name] === 'string');
}

/** The texts in a language, else in the default one (as an untranslated single type falls back in the admin). */
function mailText(language: string): MailText {
  for (const candidate of [language, DEFAULT_LANGUAGE]) {
    const text = readContent(MAIL_TEXT_PATH, candidate);
    if (isMailText(text)) return text;
  }
  throw new Error(`${MAIL_TEXT_PATH}: no mail texts in ${language} or ${DEFAULT_LANGUAGE}`);
}

export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name] : placeholder,
  );
}

function textToHtml(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    const escaped = escapeHtml(paragraph).replace(/\n/g, '<br>\n');
    return `<p>${escaped.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>\n${paragraphs.join('\n')}\n</body></html>`;
}

function cmsMail(fields: {to: string; subject: string; text: string; replyTo?: string}): Mail {
  return {...fields, html: textToHtml(fields.text), links: extractLinks(fields.text), from: cmsConfig().mailFrom};
}

/** To the duo, in their language (CMS_NOTIFY_LOCALE), answerable straight to the visitor. */
export function contactNotificationMail(message: {
  documentId: string;
  name: string;
  email: string;
  message: string;
  language: string;
}): Mail {
  const text = mailText(cmsConfig().notifyLanguage);
  // Where Strapi's admin panel shows the message; the emulator has no panel, the link keeps its shape.
  const adminLink = `${cmsConfig().adminUrl}/content-manager/collection-types/api::contact-message.contact-message/${message.documentId}`;
  const values = {name: message.name, email: message.email, message: message.message, language: message.language, adminLink};
  return cmsMail({
    to: cmsConfig().notifyEmail,
    replyTo: message.email,
    subject: fillPlaceholders(text.contactSubject, values),
    text: fillPlaceholders(text.contactBody, values),
  });
}

/** To the subscriber, in their language, with the two links carrying their tokens. */
export function confirmationMail(to: string, language: string, links: {confirmUrl: string; unsubscribeUrl: string}): Mail {
  const text = mailText(language);
  return cmsMail({
    to,
    subject: fillPlaceholders(text.confirmSubject, links),
    text: fillPlaceholders(text.confirmBody, links),
  });
}
