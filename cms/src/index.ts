import type {Core} from '@strapi/strapi';
import {ensureAdminUser} from './bootstrap/admin-user';
import {ensureApiTokens} from './bootstrap/api-tokens';
import {configureAuthMail} from './bootstrap/auth-mail';
import {ensureLocales} from './bootstrap/locales';
import {syncRolePermissions} from './bootstrap/role-permissions';
import {assertProductionSecrets} from './env/required-secrets';
import {registerSharedHandle} from './i18n/shared-handle';
import {alignSharedFields, registerSharedFieldsOnPublish} from './i18n/shared-fields';
import {seed} from './seed';
import {registerPublishGuard} from './validation/publish-guard';

export default {
  register({strapi}: {strapi: Core.Strapi}) {
    assertProductionSecrets();
    registerSharedHandle(strapi);
    registerSharedFieldsOnPublish(strapi);
    registerPublishGuard(strapi);
  },

  async bootstrap({strapi}: {strapi: Core.Strapi}) {
    await ensureLocales(strapi);
    await syncRolePermissions(strapi);
    await ensureApiTokens(strapi);
    await ensureAdminUser(strapi);
    await configureAuthMail(strapi);
    await seed(strapi);
    await alignSharedFields(strapi);
  },
};
