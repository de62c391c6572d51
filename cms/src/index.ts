import type {Core} from '@strapi/strapi';
import {defaultAdminLanguage} from './bootstrap/admin-language';
import {hideDeveloperTools} from './bootstrap/admin-menu';
import {ensureAdminUser} from './bootstrap/admin-user';
import {ensureApiTokens} from './bootstrap/api-tokens';
import {configureAuthMail} from './bootstrap/auth-mail';
import {configurePublicRegistration} from './bootstrap/public-registration';
import {syncEditorRoles} from './bootstrap/editor-roles';
import {writeFieldLabels} from './bootstrap/field-labels';
import {registerInvitationMail} from './bootstrap/invitation-mail';
import {ensureLocales} from './bootstrap/locales';
import {syncRolePermissions} from './bootstrap/role-permissions';
import {assertProductionSecrets} from './env/required-secrets';
import {assertSiteSettings} from './env/site-settings';
import {registerSharedHandle} from './i18n/shared-handle';
import {alignSharedFields, registerSharedFieldsOnPublish} from './i18n/shared-fields';
import {configureInboxViews} from './inbox/admin-views';
import {registerErasure} from './newsletter/erase';
import {registerExportRoute} from './newsletter/export';
import {ensureSendTables} from './newsletter/sending/delivery-store';
import {registerSendRoutes} from './newsletter/sending/send-routes';
import {ratePerMinute, startSendQueue, stopSendQueue} from './newsletter/sending/send-queue';
import {registerSentGuard} from './newsletter/sending/sent-guard';
import {seed} from './seed';
import {registerPublishGuard} from './validation/publish-guard';

export default {
  register({strapi}: {strapi: Core.Strapi}) {
    assertProductionSecrets();
    assertSiteSettings();
    registerSharedHandle(strapi);
    registerSharedFieldsOnPublish(strapi);
    registerPublishGuard(strapi);
    registerErasure(strapi);
    registerSentGuard(strapi);
    ratePerMinute();
  },

  async bootstrap({strapi}: {strapi: Core.Strapi}) {
    await ensureLocales(strapi);
    await syncRolePermissions(strapi);
    await syncEditorRoles(strapi);
    registerInvitationMail(strapi);
    await ensureApiTokens(strapi);
    await defaultAdminLanguage(strapi);
    await ensureAdminUser(strapi);
    await hideDeveloperTools(strapi);
    await configureAuthMail(strapi);
    await configurePublicRegistration(strapi);
    await configureInboxViews(strapi);
    await writeFieldLabels(strapi);
    registerExportRoute(strapi);
    await seed(strapi);
    await alignSharedFields(strapi);
    await ensureSendTables(strapi);
    registerSendRoutes(strapi);
    await startSendQueue(strapi);
  },

  async destroy() {
    await stopSendQueue();
  },
};
