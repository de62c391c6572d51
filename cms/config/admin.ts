import type {Core} from '@strapi/strapi';
import {loadExampleEnv} from '../src/env/example-env';

loadExampleEnv();

export default ({env}: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {secret: env('ADMIN_JWT_SECRET', '')},
  apiToken: {salt: env('API_TOKEN_SALT', '')},
  transfer: {token: {salt: env('TRANSFER_TOKEN_SALT', '')}},
  secrets: {encryptionKey: env('ENCRYPTION_KEY', '')},
  flags: {nps: false, promoteEE: false},
  // Sign-ins of one address within five minutes before the admin refuses more (Strapi's default is 5).
  rateLimit: {max: env.int('CMS_ADMIN_SIGN_IN_LIMIT', 5)},
});
