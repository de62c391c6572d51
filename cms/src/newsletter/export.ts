import type {Core} from '@strapi/strapi';
import {NEWSLETTER_SUBSCRIPTION} from '../content-model';

export const EXPORT_PATH = '/newsletter-subscribers.csv';

interface Confirmed {
  email: string;
  language: string;
  confirmedAt: string | null;
}

/**
 * One CSV field. A cell starting with = + - @ is read as a formula by spreadsheet programs, so it is
 * quoted with a leading apostrophe; quotes, commas and line breaks are quoted as RFC 4180 says.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function confirmedSubscribersCsv(strapi: Core.Strapi): Promise<string> {
  const rows = (await strapi.db.query(NEWSLETTER_SUBSCRIPTION).findMany({
    where: {state: 'confirmed'},
    select: ['email', 'language', 'confirmedAt'],
    orderBy: [{confirmedAt: 'asc'}, {id: 'asc'}],
  })) as Confirmed[];
  const lines = rows.map(({email, language, confirmedAt}) =>
    [email, language, confirmedAt ? new Date(confirmedAt).toISOString() : ''].map(field).join(','),
  );
  return ['email,language,confirmed_at', ...lines].join('\r\n') + '\r\n';
}

interface AdminContext {
  state: {userAbility?: {can(action: string, subject: string): boolean}};
  status: number;
  body: unknown;
  set(header: string, value: string): void;
}

/**
 * GET /admin/newsletter-subscribers.csv, for a signed-in admin who may read the subscriptions in the
 * content manager (the Super Admin; a role only when the duo grant it).
 */
export function registerExportRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: EXPORT_PATH,
        handler: async (ctx: AdminContext) => {
          if (!ctx.state.userAbility?.can('plugin::content-manager.explorer.read', NEWSLETTER_SUBSCRIPTION)) {
            ctx.status = 403;
            ctx.body = {data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}}};
            return;
          }
          const day = new Date().toISOString().slice(0, 10);
          ctx.set('Content-Type', 'text/csv; charset=utf-8');
          ctx.set('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = await confirmedSubscribersCsv(strapi);
        },
        config: {policies: ['admin::isAuthenticatedAdmin']},
      },
    ],
  } as never);
}
