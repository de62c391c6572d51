import {z} from 'zod';

const url = (name: string) =>
  z
    .string({error: `${name} is missing: set it in .env (see .env.example).`})
    .min(1, `${name} is empty: set it in .env (see .env.example).`)
    .url(`${name} must be a URL such as http://127.0.0.1:4010.`);

const secret = (name: string) =>
  z
    .string({error: `${name} is missing: set it in .env (see .env.example).`})
    .min(1, `${name} is empty: set it in .env (see .env.example).`);

// Seals every visitor's session: a short one could be guessed offline from any cookie.
const SESSION_SECRET_MIN = 32;

const EnvSchema = z.object({
  PUBLIC_STORE_DOMAIN: secret('PUBLIC_STORE_DOMAIN'),
  PUBLIC_STOREFRONT_API_TOKEN: secret('PUBLIC_STOREFRONT_API_TOKEN'),
  PRIVATE_STOREFRONT_API_TOKEN: secret('PRIVATE_STOREFRONT_API_TOKEN'),
  PUBLIC_STOREFRONT_ID: z.string().optional().default(''),
  SESSION_SECRET: z
    .string({error: 'SESSION_SECRET is missing: set it in .env (see .env.example).'})
    .min(
      SESSION_SECRET_MIN,
      `SESSION_SECRET is too short to be a secret: use at least ${SESSION_SECRET_MIN} random characters (e.g. openssl rand -base64 32).`,
    ),
  CMS_URL: url('CMS_URL'),
  CMS_API_TOKEN: secret('CMS_API_TOKEN'),
  CMS_PREVIEW_SECRET: secret('CMS_PREVIEW_SECRET'),
  CMS_PREVIEW_TOKEN: secret('CMS_PREVIEW_TOKEN'),
  PUBLIC_CHECKOUT_DOMAIN: z.string().optional(),
  // Both set: customers sign in through the Customer Account API; neither: through legacy accounts.
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: z.string().trim().optional().default(''),
  SHOP_ID: z.string().trim().optional().default(''),
})
  .refine((env) => env.CMS_PREVIEW_TOKEN !== env.CMS_API_TOKEN, {
    message: 'CMS_PREVIEW_TOKEN must differ from CMS_API_TOKEN: only the preview token may read drafts.',
  })
  .refine((env) => Boolean(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID) === Boolean(env.SHOP_ID), {
    message:
      'Set both PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID and SHOP_ID (customers sign in through the Customer Account API) or neither (legacy customer accounts).',
  })
  .refine((env) => !env.SHOP_ID || /^\d+$/.test(env.SHOP_ID), {
    message: 'SHOP_ID is the shop\'s number, as in Shopify\'s Customer Account API settings.',
  });

export type AppEnv = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`The storefront cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

let validated: {source: unknown; env: AppEnv} | null = null;

export function validateEnv(env: unknown): AppEnv {
  const cached = validated;
  if (cached && cached.source === env) return cached.env;
  const result = EnvSchema.safeParse(env ?? {});
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => issue.message));
  }
  validated = {source: env, env: result.data};
  return result.data;
}
