import type {Core} from '@strapi/strapi';
import {loadExampleEnv} from '../src/env/example-env';

loadExampleEnv();

export default ({env}: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Behind a proxy in production: links to uploads and the admin use the public address.
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('IS_PROXIED', Boolean(env('PUBLIC_URL', ''))),
  app: {keys: env.array('APP_KEYS', [])},
  // No network but the site's: no update check.
  logger: {updates: {enabled: false}},
});
