import type {Core} from '@strapi/strapi';
import {CONTACT_MESSAGE, IDEMPOTENCY_KEY, LOCALES, NEWSLETTER, NEWSLETTER_SUBSCRIPTION, READABLE_TYPES} from '../content-model';

// Strapi makes its Editor and Author roles once, on the first start, with permissions that name no
// language: a second editor then sees no entry and an empty language picker. Each start gives both
// roles the site's content types and the newsletters in every language, and leaves every other
// permission as it is, so what the duo grant by hand stays. The inbox (messages, subscribers and what the forms keep) is taken
// from both roles once, where Strapi's first start had put it: a grant the duo make later survives.

const EXPLORER = 'plugin::content-manager.explorer.';
const INBOX = new Set<string>([CONTACT_MESSAGE, NEWSLETTER_SUBSCRIPTION, IDEMPOTENCY_KEY]);
const INBOX_REVOKED = {type: 'core', key: 'duo-editor-roles-inbox-revoked'} as const;

/** What each role may do with the site's content. Authors write drafts of any entry; only Editors publish or delete. */
export const ROLE_ACTIONS: Record<'strapi-editor' | 'strapi-author', readonly string[]> = {
  'strapi-editor': ['create', 'read', 'update', 'delete', 'publish'],
  'strapi-author': ['create', 'read', 'update'],
};

interface PermissionLike {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

export async function syncEditorRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  const permissions = strapi.service('admin::permission');
  const contentTypes = strapi.service('admin::content-type');
  const editable = new Set<string>([...READABLE_TYPES.map(({uid}) => uid), NEWSLETTER]);
  const contentActions = permissions.actionProvider.values().filter((action: {section: string}) => action.section === 'contentTypes');
  const others = Object.keys(strapi.contentTypes).filter((uid) => !editable.has(uid));
  const full: PermissionLike[] = contentTypes.getPermissionsWithNestedFields(contentActions, {restrictedSubjects: others});
  const revokeInbox = !(await strapi.store.get(INBOX_REVOKED));

  for (const [code, actions] of Object.entries(ROLE_ACTIONS)) {
    const role = await roles.findOne({code});
    if (!role) continue;
    const wanted = full
      .filter((permission) => actions.some((action) => permission.action === `${EXPLORER}${action}`))
      .map((permission) => ({
        action: permission.action,
        subject: permission.subject,
        properties: {
          ...permission.properties,
          ...(isLocalized(strapi, permission.subject) ? {locales: [...LOCALES]} : {}),
        },
        conditions: [],
      }));
    const current: PermissionLike[] = await permissions.findMany({where: {role: {id: role.id}}});
    const replaced = (subject: string) => editable.has(subject) || (revokeInbox && INBOX.has(subject));
    const kept = current
      .filter((permission) => !(permission.action.startsWith(EXPLORER) && permission.subject && replaced(permission.subject)))
      .map(({action, subject, properties, conditions}) => ({action, subject, properties, conditions}));
    await roles.assignPermissions(role.id, [...kept, ...wanted]);
  }
  if (revokeInbox) await strapi.store.set({...INBOX_REVOKED, value: true});
}

function isLocalized(strapi: Core.Strapi, uid: string | null | undefined): boolean {
  const options = uid ? (strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.pluginOptions as {i18n?: {localized?: boolean}} | undefined) : undefined;
  return options?.i18n?.localized === true;
}
