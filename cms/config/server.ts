import type {Core} from '@strapi/strapi';
import {loadExampleEnv} from '../src/env/example-env';

loadExampleEnv();

export default ({env}: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Links to uploads and the admin use the public address.
  url: env('PUBLIC_URL', ''),
  // Behind a TLS-terminating proxy: trust its X-Forwarded-* headers (secure admin cookies need it).
  proxy: env.bool('IS_PROXIED', false),
  app: {keys: env.array('APP_KEYS', [])},
  // No network but the site's: no update check.
  logger: {updates: {enabled: false}},
});
