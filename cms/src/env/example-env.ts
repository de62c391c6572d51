// Development defaults: `.env.example` fills in whatever neither the environment nor `.env` set, so a
// fresh checkout starts without a `.env`. Production never reads the example (see required-secrets).
import fs from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';

export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

let loaded = false;

/** Idempotent; every config file calls it because Strapi gives no earlier hook than loading them. */
export function loadExampleEnv(appDir: string = process.cwd()): void {
  if (loaded || isProduction()) return;
  loaded = true;
  const file = path.join(appDir, '.env.example');
  if (!fs.existsSync(file)) return;
  const defaults = dotenv.parse(fs.readFileSync(file));
  for (const [key, value] of Object.entries(defaults)) {
    if (value !== '' && !process.env[key]) process.env[key] = value;
  }
}
