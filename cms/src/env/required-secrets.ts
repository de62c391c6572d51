import {isProduction} from './example-env';

export const REQUIRED_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  // Shared with the site: the preview link's secret, and the key of the one token that reads drafts.
  'CMS_PREVIEW_SECRET',
  'CMS_PREVIEW_TOKEN',
] as const;

/**
 * In production every secret must come from the environment. Called from `register`, not from the
 * config files: `strapi build` loads the config too and must work without secrets.
 */
export function assertProductionSecrets(): void {
  if (!isProduction()) return;
  const missing = REQUIRED_SECRETS.filter((name) => !process.env[name]);
  if (missing.length === 0) return;
  throw new Error(
    `Refusing to start in production without these secrets: ${missing.join(', ')}. ` +
      'Set each one in the environment (see .env.example and README.md).',
  );
}
