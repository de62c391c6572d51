// A hook standing in for Strapi's admin panel (Settings, Users & Permissions, Advanced settings):
// `PUT /__cms/advanced-settings {"allow_register": true}` opens public sign-ups, `false` closes them.
// The emulator has no admin users, so like its other hooks it is for tests and local work only.
import {jsonResponse, type CmsSettings} from '../http/route-handler.js';
import {readJsonBody} from './request-body.js';

export const SETTINGS_HOOK_PATH = '/__cms/advanced-settings';

export async function settingsHook(request: Request, settings: CmsSettings): Promise<Response> {
  if (request.method !== 'PUT') return new Response(null, {status: 405, headers: {allow: 'PUT'}});
  const body = (await readJsonBody(request).catch(() => null)) as {allow_register?: unknown} | null;
  if (typeof body?.allow_register !== 'boolean') {
    return jsonResponse({error: 'Send {"allow_register": true} or false.'}, 400);
  }
  settings.allowRegister = body.allow_register;
  return new Response(null, {status: 204});
}
