import type {Core} from '@strapi/strapi';

const STRAPI_DEFAULT_SENDER = 'no-reply@strapi.io';

/** users-permissions keeps these in its store, editable in the admin; the environment sets them at start. */
export async function configureAuthMail(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({type: 'plugin', name: 'users-permissions'});

  const resetUrl = process.env.CMS_RESET_PASSWORD_URL;
  const advanced = ((await store.get({key: 'advanced'})) ?? {}) as Record<string, unknown>;
  if (resetUrl && advanced.email_reset_password !== resetUrl) {
    await store.set({key: 'advanced', value: {...advanced, email_reset_password: resetUrl}});
  }

  // The plugin's templates send from Strapi's own address unless told otherwise.
  const sender = parseAddress(process.env.MAIL_FROM);
  const templates = (await store.get({key: 'email'})) as Record<string, {options: {from: {name: string; email: string}}}> | null;
  if (!sender || !templates) return;
  let changed = false;
  for (const template of Object.values(templates)) {
    if (template.options?.from?.email === STRAPI_DEFAULT_SENDER) {
      template.options.from = sender;
      changed = true;
    }
  }
  if (changed) await store.set({key: 'email', value: templates});
}

function parseAddress(value: string | undefined): {name: string; email: string} | null {
  if (!value) return null;
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? {name: match[1], email: match[2]} : {name: '', email: value.trim()};
}
