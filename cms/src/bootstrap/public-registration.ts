import type {Core} from '@strapi/strapi';

/**
 * Public sign-ups (`POST /api/auth/local/register`, and an account made at a provider's first sign-in):
 * Strapi opens them by default, but the site registers nobody (its customers are the shop's), so they
 * are closed unless `CMS_PUBLIC_REGISTRATION=true`. Set at every start: the environment decides, and a
 * switch flipped in the admin panel lasts until the next start.
 */
export async function configurePublicRegistration(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({type: 'plugin', name: 'users-permissions'});
  const advanced = ((await store.get({key: 'advanced'})) ?? {}) as Record<string, unknown>;
  const open = process.env.CMS_PUBLIC_REGISTRATION === 'true';
  if (advanced.allow_register !== open) await store.set({key: 'advanced', value: {...advanced, allow_register: open}});
}
