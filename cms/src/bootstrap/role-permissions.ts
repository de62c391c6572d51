import type {Core} from '@strapi/strapi';
import {READ_ACTIONS} from '../content-model';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

/** Content permissions (`api::…`) by role type; the plugin's own auth permissions are left as they are. */
const CONTENT_ACTIONS: Record<string, readonly string[]> = {
  public: [],
  authenticated: READ_ACTIONS,
};

/** Makes each role's content permissions exactly the contract's: adds what is missing, removes the rest. */
export async function syncRolePermissions(strapi: Core.Strapi): Promise<void> {
  for (const [type, wanted] of Object.entries(CONTENT_ACTIONS)) {
    const role = await strapi.db.query(ROLE).findOne({where: {type}});
    if (!role) continue;
    const current: {id: number; action: string}[] = await strapi.db.query(PERMISSION).findMany({
      where: {role: role.id, action: {$startsWith: 'api::'}},
      select: ['id', 'action'],
    });
    const extra = current.filter(({action}) => !wanted.includes(action));
    const missing = wanted.filter((action) => !current.some((permission) => permission.action === action));
    if (extra.length > 0) {
      await strapi.db.query(PERMISSION).deleteMany({where: {id: {$in: extra.map(({id}) => id)}}});
    }
    for (const action of missing) {
      await strapi.db.query(PERMISSION).create({data: {action, role: role.id}});
    }
    if (extra.length + missing.length > 0) {
      strapi.log.info(`[roles] ${type}: ${missing.length} content permission(s) added, ${extra.length} removed`);
    }
  }
}
