// The admin panel shows the duo what they edit and nothing else. Strapi gives the Super Admin every
// permission again on each start; taken back here: the Marketplace (installing plugins is a developer's
// change), the users-permissions "User" collection (the site has no visitor accounts in Strapi), and,
// where the schema cannot change anyway (`strapi start`), the Content-Type Builder.
import type {Core} from '@strapi/strapi';

const MARKETPLACE = 'admin::marketplace.read';
const CONTENT_TYPE_BUILDER = 'plugin::content-type-builder.read';
const VISITOR_ACCOUNTS = 'plugin::users-permissions.user';

export async function hideDeveloperTools(strapi: Core.Strapi): Promise<void> {
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  const permissions = strapi.db.query('admin::permission');
  const actions = [MARKETPLACE, ...(strapi.config.get('autoReload') ? [] : [CONTENT_TYPE_BUILDER])];
  await permissions.deleteMany({where: {role: superAdmin.id, action: {$in: actions}}});
  await permissions.deleteMany({where: {role: superAdmin.id, subject: VISITOR_ACCOUNTS, action: {$startsWith: 'plugin::content-manager.explorer.'}}});
}
