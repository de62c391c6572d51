// /mailbox (HTML), /mailbox.json (JSON, newest first, `?to=` narrows to one address), DELETE /mailbox clears.
import {htmlResponse} from '../checkout/html.js';
import {clearMails, listMails} from '../commerce/mail-store.js';
import {jsonResponse, type RouteHandler} from '../http/route-handler.js';
import {mailboxPage} from './mailbox-page.js';

export const mailboxRoutes: RouteHandler = (request, ctx) => {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== '/mailbox' && path !== '/mailbox.json') return null;
  if (request.method === 'DELETE') {
    clearMails(ctx.db);
    return new Response(null, {status: 204});
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, {status: 405, headers: {allow: 'GET, DELETE'}});
  }
  const mails = listMails(ctx.db, url.searchParams.get('to'));
  return path === '/mailbox.json' ? jsonResponse(mails) : htmlResponse(mailboxPage(mails));
};
