// How the duo (the Super Admin) see the contact messages and the newsletter subscriptions in the admin
// panel. Written on every start through the content manager's own configuration service and the
// admin's permission service, so a fresh database looks the same as a long-used one.
import type {Core, UID} from '@strapi/strapi';
import {CONTACT_MESSAGE, NEWSLETTER_SUBSCRIPTION} from '../content-model';

interface FieldMeta {
  visible?: boolean;
  editable?: boolean;
}

export interface AdminView {
  uid: UID.ContentType;
  mainField: string;
  /** Columns of the list, left to right. */
  list: string[];
  /** Edit-view settings by field (their labels are in words/field-words.ts). */
  fields: Record<string, FieldMeta>;
  /** The only fields the duo may change; the others show read-only. */
  editable: string[];
}

export const INBOX_VIEWS: AdminView[] = [
  {
    uid: CONTACT_MESSAGE,
    mainField: 'name',
    list: ['createdAt', 'name', 'language', 'message', 'state'],
    fields: {},
    editable: ['state'],
  },
  {
    uid: NEWSLETTER_SUBSCRIPTION,
    mainField: 'email',
    list: ['email', 'language', 'state', 'confirmedAt'],
    fields: {
      confirmTokenHash: {visible: false, editable: false},
      unsubscribeTokenHash: {visible: false, editable: false},
      confirmationSentAt: {visible: false, editable: false},
    },
    editable: ['state', 'language'],
  },
];

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, {edit: Record<string, unknown>; list: Record<string, unknown>}>;
  layouts: {list: string[]; edit: {name: string; size: number}[][]};
};

async function configureView(strapi: Core.Strapi, view: AdminView): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const current = (await contentTypes.findConfiguration({uid: view.uid})) as Configuration;
  const metadatas = {...current.metadatas};
  for (const [field, meta] of Object.entries(view.fields)) {
    const {visible, editable} = meta;
    const existing = metadatas[field] ?? {edit: {}, list: {}};
    metadatas[field] = {
      edit: {...existing.edit, ...(visible !== undefined && {visible}), ...(editable !== undefined && {editable})},
      list: existing.list,
    };
  }
  const hidden = Object.entries(view.fields).filter(([, meta]) => meta.visible === false).map(([field]) => field);
  const edit = current.layouts.edit
    .map((row) => row.filter(({name}) => !hidden.includes(name)))
    .filter((row) => row.length > 0);
  await contentTypes.updateConfiguration({uid: view.uid}, {
    settings: {...current.settings, mainField: view.mainField, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 50},
    metadatas,
    layouts: {...current.layouts, list: view.list, edit},
  });
}

const ADMIN_PERMISSION = 'admin::permission';
const CREATE = 'plugin::content-manager.explorer.create';
const UPDATE = 'plugin::content-manager.explorer.update';

/**
 * Strapi gives the Super Admin every permission again on each start; taken back here: messages and
 * sign-ups only come from the site, and the duo change their status, not what a visitor wrote.
 */
async function restrictSuperAdmin(strapi: Core.Strapi, view: AdminView): Promise<void> {
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  const permissions = strapi.db.query(ADMIN_PERMISSION);
  await permissions.deleteMany({where: {role: superAdmin.id, action: CREATE, subject: view.uid}});
  const update = await permissions.findOne({where: {role: superAdmin.id, action: UPDATE, subject: view.uid}});
  if (update) {
    await permissions.update({where: {id: update.id}, data: {properties: {...update.properties, fields: view.editable}}});
  }
}

export async function configureInboxViews(strapi: Core.Strapi): Promise<void> {
  for (const view of INBOX_VIEWS) {
    await configureView(strapi, view);
    await restrictSuperAdmin(strapi, view);
  }
}
