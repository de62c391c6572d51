import type {Core} from '@strapi/strapi';
import {INBOX_ACTIONS, READ_ACTIONS, SITE_WRITE_ACTIONS} from '../content-model';

const API_TOKEN = 'admin::api-token';
export const PREVIEW_TOKEN_NAME = 'preview';

interface TokenSpec {
  name: string;
  description: string;
  accessKey: string;
  permissions: readonly string[];
}

interface StoredToken {
  id: number;
  type: string;
  accessKey: string;
}

/**
 * Strapi only ever invents random keys. It keeps an HMAC-SHA512 of the key (salted with
 * API_TOKEN_SALT) for authentication and the key itself encrypted with ENCRYPTION_KEY for the admin's
 * "view token"; writing both from the environment gives the token the key the site already knows.
 */
async function ensureToken(strapi: Core.Strapi, spec: TokenSpec): Promise<void> {
  const service = strapi.service('admin::api-token');
  const encryption = strapi.service('admin::encryption');
  let token: StoredToken | null = await strapi.db.query(API_TOKEN).findOne({where: {name: spec.name}});
  if (!token) {
    token = await service.create({
      name: spec.name,
      description: spec.description,
      type: 'custom',
      lifespan: null,
      permissions: [...spec.permissions],
    });
    strapi.log.info(`[tokens] created "${spec.name}"`);
  } else {
    // Update syncs the custom permissions exactly: what an admin added by hand is taken away again.
    await service.update(token.id, {description: spec.description, type: 'custom', permissions: [...spec.permissions]});
  }
  const hash: string = service.hash(spec.accessKey);
  if (token!.accessKey !== hash) {
    await strapi.db.query(API_TOKEN).update({
      where: {id: token!.id},
      data: {accessKey: hash, encryptedKey: encryption.encrypt(spec.accessKey), expiresAt: null, lifespan: null},
    });
    strapi.log.info(`[tokens] "${spec.name}" now has the key from the environment`);
  }
}

async function removeToken(strapi: Core.Strapi, name: string): Promise<void> {
  const token = await strapi.db.query(API_TOKEN).findOne({where: {name}});
  if (!token) return;
  await strapi.service('admin::api-token').revoke(token.id);
  strapi.log.info(`[tokens] removed "${name}" (its variable is not set)`);
}

/**
 * A fresh Strapi database gets a "Read Only" and a "Full Access" token with random keys; the first
 * could read the contact messages. Only the contract's tokens may exist, so unused ones go.
 */
async function removeStrapiDefaultTokens(strapi: Core.Strapi): Promise<void> {
  const defaults = await strapi.db.query(API_TOKEN).findMany({
    where: {
      lastUsedAt: null,
      $or: [
        {name: 'Read Only', type: 'read-only'},
        {name: 'Full Access', type: 'full-access'},
      ],
    },
  });
  for (const token of defaults) {
    await strapi.service('admin::api-token').revoke(token.id);
    strapi.log.info(`[tokens] removed Strapi's default token "${token.name}"`);
  }
}

/**
 * The site's token from CMS_API_TOKEN, its preview token from CMS_PREVIEW_TOKEN, and the inbox token
 * from CMS_INBOX_TOKEN when it is set.
 */
export async function ensureApiTokens(strapi: Core.Strapi): Promise<void> {
  await removeStrapiDefaultTokens(strapi);
  const siteKey = process.env.CMS_API_TOKEN;
  const previewKey = process.env.CMS_PREVIEW_TOKEN;
  const inboxKey = process.env.CMS_INBOX_TOKEN;
  if (siteKey) {
    await ensureToken(strapi, {
      name: 'site',
      description: 'The website: reads content, sends contact messages and newsletter sign-ups. Managed by CMS_API_TOKEN.',
      accessKey: siteKey,
      permissions: [...READ_ACTIONS, ...SITE_WRITE_ACTIONS],
    });
  } else {
    strapi.log.warn('[tokens] CMS_API_TOKEN is not set: the site cannot read anything until it is.');
  }
  // Drafts are refused to every other caller (middlewares/draft-reads.ts): the key must be its own.
  if (previewKey && previewKey === siteKey) {
    strapi.log.error('[tokens] CMS_PREVIEW_TOKEN must differ from CMS_API_TOKEN: no preview token.');
    await removeToken(strapi, PREVIEW_TOKEN_NAME);
  } else if (previewKey) {
    await ensureToken(strapi, {
      name: PREVIEW_TOKEN_NAME,
      description: 'The website in preview mode: reads content, drafts included. Nothing else. Managed by CMS_PREVIEW_TOKEN.',
      accessKey: previewKey,
      permissions: READ_ACTIONS,
    });
  } else {
    await removeToken(strapi, PREVIEW_TOKEN_NAME);
  }
  if (inboxKey && inboxKey === siteKey) {
    strapi.log.error('[tokens] CMS_INBOX_TOKEN must differ from CMS_API_TOKEN: no inbox token.');
  } else if (inboxKey) {
    await ensureToken(strapi, {
      name: 'inbox',
      description: 'Development and tests only: reads contact messages and newsletter sign-ups. Managed by CMS_INBOX_TOKEN.',
      accessKey: inboxKey,
      permissions: INBOX_ACTIONS,
    });
  } else {
    await removeToken(strapi, 'inbox');
  }
}
