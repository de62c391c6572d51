// One newsletter mail: the version in the recipient's language (English when theirs is missing), the
// footer with its one-click unsubscribe link from the mail texts, and the List-Unsubscribe headers of
// RFC 8058 that let mail programs offer the same link as a button.
import type {Core} from '@strapi/strapi';
import {DEFAULT_LOCALE, isLocale, MAIL_TEXT, NEWSLETTER, type Locale} from '../../content-model';
import {fillPlaceholders} from '../../mail/fill-placeholders';
import {siteOrigins} from '../site-origins';
import {withToken} from '../tokens';
import {blocksToHtml, blocksToText, escapeHtml, isBlank, type Block} from './blocks-to-mail';

/** The site's unsubscribe page per language; the site's own route table has the same paths. */
export const UNSUBSCRIBE_PATHS: Record<Locale, string> = {
  en: '/newsletter/unsubscribe',
  fr: '/fr/newsletter/desinscription',
  nl: '/nl/nieuwsbrief/uitschrijven',
};

/** Used when the mail texts have no newsletter footer in that language. */
const FOOTERS: Record<Locale, string> = {
  en: 'You receive this newsletter because you subscribed on our website. Unsubscribe in one click: {{unsubscribeUrl}}',
  fr: 'Vous recevez cette lettre d’information parce que vous vous y êtes inscrit·e sur notre site. Désinscription en un clic : {{unsubscribeUrl}}',
  nl: 'Je krijgt deze nieuwsbrief omdat je je hebt ingeschreven op onze website. Uitschrijven met één klik: {{unsubscribeUrl}}',
};

export interface NewsletterVersion {
  locale: Locale;
  subject: string;
  body: Block[];
  imageUrl: string | null;
  imageAlt: string;
  /** The CMS's own public address, for the uploads the body shows. */
  origin: string;
}

export interface NewsletterMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface StoredVersion {
  locale: string;
  subject?: string | null;
  body?: Block[] | null;
  imageAlt?: string | null;
  image?: {url: string; alternativeText?: string | null} | null;
}

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Every language version of a newsletter, by language; empty when the newsletter does not exist. */
export async function loadVersions(strapi: Core.Strapi, documentId: string): Promise<Map<Locale, NewsletterVersion>> {
  const rows = (await strapi.db.query(NEWSLETTER).findMany({where: {documentId}, populate: ['image']})) as StoredVersion[];
  const sharedImage = rows.find((row) => row.image)?.image ?? null;
  const origin = String(strapi.config.get('server.absoluteUrl') ?? '').replace(/\/+$/, '');
  const versions = new Map<Locale, NewsletterVersion>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const image = row.image ?? sharedImage;
    versions.set(row.locale, {
      locale: row.locale,
      subject: (row.subject ?? '').trim(),
      body: Array.isArray(row.body) ? row.body : [],
      imageUrl: image ? absolute(origin, image.url) : null,
      imageAlt: row.imageAlt ?? image?.alternativeText ?? '',
      origin,
    });
  }
  return versions;
}

/** Why the newsletter cannot be sent as it is, or `null` when it can. */
export function problemWith(versions: Map<Locale, NewsletterVersion>): string | null {
  if (versions.size === 0) return 'There is no such newsletter.';
  if (!versions.has(DEFAULT_LOCALE)) return 'The newsletter has no English version, which subscribers without their own language receive.';
  for (const version of versions.values()) {
    if (!version.subject) return `The ${version.locale} version has no subject.`;
    if (isBlank(version.body)) return `The ${version.locale} version has an empty body.`;
  }
  return null;
}

export const versionFor = (versions: Map<Locale, NewsletterVersion>, language: string): NewsletterVersion =>
  versions.get(language as Locale) ?? versions.get(DEFAULT_LOCALE)!;

/** The newsletter footers of the mail texts, by language, for one send. */
export async function loadFooters(strapi: Core.Strapi): Promise<Record<Locale, string>> {
  const footers = {...FOOTERS};
  for (const locale of Object.keys(FOOTERS) as Locale[]) {
    const entry = (await strapi.documents(MAIL_TEXT).findFirst({locale})) as {newsletterFooter?: string | null} | null;
    if (entry?.newsletterFooter?.trim()) footers[locale] = entry.newsletterFooter;
  }
  return footers;
}

/** The site's unsubscribe page in a language, on the first of SITE_ORIGINS, with the mail's token. */
export function unsubscribeLink(language: string, token: string): string {
  const path = UNSUBSCRIBE_PATHS[isLocale(language) ? language : DEFAULT_LOCALE];
  return withToken(`${siteOrigins()[0]}${path}`, token);
}

export function composeMail(version: NewsletterVersion, footerTemplate: string, unsubscribeUrl: string): NewsletterMail {
  // An editor who removed the placeholder from the footer still leaves the link in every mail.
  const footer = footerTemplate.includes('{{unsubscribeUrl}}')
    ? fillPlaceholders(footerTemplate, {unsubscribeUrl})
    : `${footerTemplate}\n${unsubscribeUrl}`;
  const footerHtml = escapeHtml(footer).replace(escapeHtml(unsubscribeUrl), `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeUrl)}</a>`);
  const image = version.imageUrl
    ? `<p><img src="${escapeHtml(version.imageUrl)}" alt="${escapeHtml(version.imageAlt)}" style="max-width:100%;height:auto"></p>\n`
    : '';
  const html = [
    `<!doctype html><html lang="${version.locale}"><head><meta charset="utf-8"><title>${escapeHtml(version.subject)}</title></head>`,
    '<body style="font-family:Georgia,serif;line-height:1.5;max-width:40em;margin:auto;padding:1em">',
    image + blocksToHtml(version.body, (url) => absolute(version.origin, url)),
    `<hr><p style="font-size:0.85em;color:#555">${footerHtml.replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: version.subject.replace(/[\r\n]+/g, ' '),
    text: `${blocksToText(version.body)}\n\n-- \n${footer}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
