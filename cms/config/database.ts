import path from 'node:path';
import type {Core} from '@strapi/strapi';
import {loadExampleEnv} from '../src/env/example-env';

loadExampleEnv();

type Env = Core.Config.Shared.ConfigParams['env'];

function postgres(env: Env) {
  const ssl = env.bool('DATABASE_SSL', false)
    ? {rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true)}
    : false;
  return {
    client: 'postgres' as const,
    connection: {
      connectionString: env('DATABASE_URL'),
      host: env('DATABASE_HOST', 'localhost'),
      port: env.int('DATABASE_PORT', 5432),
      database: env('DATABASE_NAME', 'cms'),
      user: env('DATABASE_USERNAME', 'cms'),
      password: env('DATABASE_PASSWORD', ''),
      schema: env('DATABASE_SCHEMA', 'public'),
      ssl,
    },
    pool: {min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10)},
  };
}

function sqlite(env: Env) {
  // An empty DATABASE_FILENAME would make SQLite fail to open: treat it as unset.
  const filename = env('DATABASE_FILENAME', '') || path.join('.tmp', 'data.db');
  return {
    client: 'sqlite' as const,
    connection: {filename: path.resolve(process.cwd(), filename)},
    useNullAsDefault: true,
  };
}

export default ({env}: Core.Config.Shared.ConfigParams) => ({
  connection: {
    ...(env('DATABASE_CLIENT', 'sqlite') === 'postgres' ? postgres(env) : sqlite(env)),
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  },
});
