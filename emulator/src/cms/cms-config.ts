// The content system's settings, read from the environment once: the site's, preview and inbox tokens, where
// content/ lives, the secret that signs user jwts, where provider and password-reset links lead, the
// site's origins (the newsletter mail's links must be on one) and who the CMS's mails go to and come from.
import {dirname, isAbsolute, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {CONTENT_LANGUAGES, DEFAULT_LANGUAGE, type ContentLanguage} from './content-model.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface CmsConfig {
  /** The site's token (`CMS_API_TOKEN`): reads content, writes messages and subscriptions. */
  apiToken: string;
  /** The inbox token (`CMS_INBOX_TOKEN`): reads messages and subscriptions, nothing else. */
  inboxToken: string;
  /** The site's preview token (`CMS_PREVIEW_TOKEN`): reads content, drafts included; the only caller that may. */
  previewToken: string;
  contentDir: string;
  jwtSecret: string;
  jwtLifetimeSeconds: number;
  /** Where `/api/connect/{provider}` sends the browser back to, with `?access_token=`. */
  providerRedirectUrl: string;
  /** The page the reset-password mail links to, with `?code=`. */
  resetPasswordUrl: string;
  /** Origins (`SITE_ORIGINS`, comma-separated) that a newsletter sign-up's confirm and unsubscribe pages may be on. */
  siteOrigins: string[];
  /** Where a contact message's notification goes (`CMS_NOTIFY_EMAIL`). */
  notifyEmail: string;
  /** The language of that notification (`CMS_NOTIFY_LOCALE`): the duo's, French unless set. */
  notifyLanguage: ContentLanguage;
  /** Strapi's admin panel, which the notification links to (`CMS_ADMIN_URL`). */
  adminUrl: string;
  /** The From of the CMS's mails (`MAIL_FROM`, as the Strapi project's email plugin reads it). */
  mailFrom: string;
  /** Whether anyone may register (`CMS_PUBLIC_REGISTRATION=true`); closed by default, as in the Strapi project. */
  publicRegistration: boolean;
}

function originOf(url: string): string | null {
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

function siteOrigins(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.SITE_ORIGINS ?? '').split(',').map(originOf);
  const origins = listed.filter((origin): origin is string => origin !== null && origin !== 'null');
  if (origins.length > 0) return origins;
  return [originOf(env.EMULATOR_SHOP_URL || '') ?? 'http://localhost:3000'];
}

function notifyLanguage(wanted: string | undefined): ContentLanguage {
  if (!wanted?.trim()) return 'fr';
  return CONTENT_LANGUAGES.includes(wanted.trim() as ContentLanguage) ? (wanted.trim() as ContentLanguage) : DEFAULT_LANGUAGE;
}

let config: CmsConfig | undefined;

export function cmsConfig(): CmsConfig {
  if (config) return config;
  const env = process.env;
  const contentDir = env.EMULATOR_CONTENT_DIR || 'content';
  config = {
    apiToken: env.CMS_API_TOKEN || 'emulator-cms-token',
    inboxToken: env.CMS_INBOX_TOKEN || 'emulator-inbox-token',
    previewToken: env.CMS_PREVIEW_TOKEN || 'emulator-preview-token',
    contentDir: isAbsolute(contentDir) ? contentDir : resolve(REPO_ROOT, contentDir),
    jwtSecret: env.CMS_JWT_SECRET || 'emulator-cms-jwt-secret',
    jwtLifetimeSeconds: 30 * 24 * 3600,
    providerRedirectUrl: env.CMS_PROVIDER_REDIRECT_URL || 'http://localhost:3000/connect/github/redirect',
    resetPasswordUrl: env.CMS_RESET_PASSWORD_URL || 'http://localhost:3000/reset-password',
    siteOrigins: siteOrigins(env),
    notifyEmail: env.CMS_NOTIFY_EMAIL || 'duo@ronce-riviere.example',
    notifyLanguage: notifyLanguage(env.CMS_NOTIFY_LOCALE),
    adminUrl: (env.CMS_ADMIN_URL || 'http://localhost:1337/admin').replace(/\/+$/, ''),
    mailFrom: env.MAIL_FROM || 'Ronce & Rivière <no-reply@ronce-riviere.example>',
    publicRegistration: env.CMS_PUBLIC_REGISTRATION === 'true',
  };
  return config;
}
