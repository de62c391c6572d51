// The emulator as one fetch handler: createEmulator(options).fetch(request) serves every route in-process.
import {checkoutRoutes} from './checkout/checkout-routes.js';
import {cmsConfig} from './cms/cms-config.js';
import {cmsRoutes} from './cms/cms-routes.js';
import {customerAccountGraphqlRoute} from './customer-account/graphql-route.js';
import {customerAccountRoutes} from './customer-account/customer-account-routes.js';
import {openDatabase, type Database} from './db/database.js';
import {seedIfEmpty} from './db/seed-catalogue.js';
import {seedContentIfEmpty} from './db/seed-content.js';
import {lostAnswers} from './http/lost-answers.js';
import {jsonResponse, type RouteContext, type RouteHandler} from './http/route-handler.js';
import {imageRoute} from './images/image-route.js';
import {mailHoldRoute} from './mailbox/mail-hold.js';
import {mailboxRoutes} from './mailbox/mailbox-routes.js';
import {createGraphqlRoute} from './storefront/graphql-route.js';

export interface EmulatorOptions {
  dbPath: string;
  publicToken: string;
  privateToken: string;
  baseUrl: string;
  now?: () => Date;
  /** Cache finished catalogue responses until the next write (default on). */
  responseCache?: boolean;
  /** Public sign-ups on the CMS's API (default `CMS_PUBLIC_REGISTRATION`, else closed). */
  publicRegistration?: boolean;
}

export interface Emulator {
  fetch(request: Request): Promise<Response>;
  db: Database;
  close(): void;
}

export function createEmulator(options: EmulatorOptions): Emulator {
  const db = openDatabase(options.dbPath);
  seedIfEmpty(db);
  seedContentIfEmpty(db);
  const ctx: RouteContext = {
    db,
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    now: options.now ?? (() => new Date()),
    cmsSettings: {allowRegister: options.publicRegistration ?? cmsConfig().publicRegistration},
  };
  // Order matters: the Storefront API answers first for its own paths under /api/ (a version-shaped first
  // segment, or /api/graphql.json); every other /api/ path is the CMS's (src/cms/cms-routes.ts).
  const routes: RouteHandler[] = [
    createGraphqlRoute(options),
    customerAccountGraphqlRoute,
    cmsRoutes,
    imageRoute,
    checkoutRoutes,
    mailboxRoutes,
    customerAccountRoutes,
  ];

  const faults = lostAnswers();
  const answer = async (request: Request): Promise<Response> => {
    for (const route of routes) {
      const response = await route(request, ctx);
      if (response) return response;
    }
    return jsonResponse({errors: [{message: 'Not Found', extensions: {code: 'NOT_FOUND'}}]}, 404);
  };

  return {
    db,
    async fetch(request) {
      try {
        const hook = (await faults.route(request)) ?? (await mailHoldRoute(request, db));
        if (hook) return hook;
        if (await faults.claims(request)) {
          await (await answer(request)).body?.cancel();
          return new Response('Bad Gateway: the answer was lost', {status: 502});
        }
        return await answer(request);
      } catch (error) {
        console.error('[emulator] request failed:', error);
        return jsonResponse(
          {errors: [{message: 'Internal error. Looks like something went wrong on our end.', extensions: {code: 'INTERNAL_SERVER_ERROR'}}]},
          500,
        );
      }
    },
    close() {
      db.close();
    },
  };
}
