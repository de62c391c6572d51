// The content system's settings, read from the environment once: the API token, where content/ lives,
// the secret that signs user jwts and where provider and password-reset links lead.
import {dirname, isAbsolute, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface CmsConfig {
  apiToken: string;
  contentDir: string;
  jwtSecret: string;
  jwtLifetimeSeconds: number;
  /** Where `/api/connect/{provider}` sends the browser back to, with `?access_token=`. */
  providerRedirectUrl: string;
  /** The page the reset-password mail links to, with `?code=`. */
  resetPasswordUrl: string;
}

let config: CmsConfig | undefined;

export function cmsConfig(): CmsConfig {
  if (config) return config;
  const env = process.env;
  const contentDir = env.EMULATOR_CONTENT_DIR || 'content';
  config = {
    apiToken: env.CMS_API_TOKEN || 'emulator-cms-token',
    contentDir: isAbsolute(contentDir) ? contentDir : resolve(REPO_ROOT, contentDir),
    jwtSecret: env.CMS_JWT_SECRET || 'emulator-cms-jwt-secret',
    jwtLifetimeSeconds: 30 * 24 * 3600,
    providerRedirectUrl: env.CMS_PROVIDER_REDIRECT_URL || 'http://localhost:3000/connect/github/redirect',
    resetPasswordUrl: env.CMS_RESET_PASSWORD_URL || 'http://localhost:3000/reset-password',
  };
  return config;
}
