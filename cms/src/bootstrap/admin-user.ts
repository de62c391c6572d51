import type {Core} from '@strapi/strapi';

/** On a database without any admin, the one from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, as super admin. */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return;
  if ((await strapi.db.query('admin::user').count()) > 0) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) {
    strapi.log.warn('[admin] no super admin role yet: no admin created');
    return;
  }
  await strapi.service('admin::user').create({
    email: email.toLowerCase(),
    firstname: 'Ronce & Rivière',
    lastname: 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[admin] created the super admin ${email}`);
}
