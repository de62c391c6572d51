import {ServerRouter, type EntryContext, type HandleDataRequestFunction} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {createPagePolicy} from '~/lib/http/csp.server';
import {unavailablePage} from '~/lib/backend-budget.server';
import {serverI18n} from '~/i18n/i18next.server';
import {ServerTranslation} from '~/i18n/server-translation';
import {PageNonceProvider} from '~/lib/http/page-nonce';
import {previewRouteOf} from '~/i18n/preview-paths';
import {previewBannerHtml, withBanner} from '~/lib/preview/preview-banner.server';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  const previewRoutes = reactRouterContext.staticHandlerContext.matches.map((match) => previewRouteOf(match.route.id));
  const framedByCms = context.preview !== null || previewRoutes.some(Boolean);
  // A preview is the server's HTML alone, with the banner: no script runs, so nothing is hydrated
  // and the banner costs the pages' shared scripts nothing. The page that says preview is over is none.
  const preview = previewRoutes.includes('preview-exit') ? null : context.preview;
  const {nonce, header, NonceProvider} = createPagePolicy(context.env, {framedByCms, scripts: preview === null});
  // A page whose backend is late or down is still a page: see `unavailablePage`.
  if (responseStatusCode === 503 && context.backendBudget.degraded) {
    responseStatusCode = unavailablePage(responseHeaders);
  }

  const body = await renderToReadableStream(
    <NonceProvider>
      <PageNonceProvider value={nonce}>
        <ServerTranslation.Provider value={serverI18n}>
          <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
        </ServerTranslation.Provider>
      </PageNonceProvider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  if (preview !== null || isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);

  const page = preview ? withBanner(body, previewBannerHtml(context.locale, preview)) : body;
  return new Response(page, {headers: responseHeaders, status: responseStatusCode});
}

// A navigation's `.data` answer carries the route's "unavailable" error whatever the status: a 200 nothing keeps.
export const handleDataRequest: HandleDataRequestFunction = (response, {context}) => {
  if (response.status !== 503 || !(context as HydrogenRouterContextProvider).backendBudget.degraded) return response;
  const headers = new Headers(response.headers);
  return new Response(response.body, {status: unavailablePage(headers), headers});
};
