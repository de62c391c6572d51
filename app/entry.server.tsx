import {ServerRouter, type EntryContext} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {createPagePolicy} from '~/lib/csp.server';
import {serverI18n} from '~/i18n/i18next.server';
import {ServerTranslation} from '~/i18n/server-translation';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  const {nonce, header, NonceProvider} = createPagePolicy(context.env);

  const body = await renderToReadableStream(
    <NonceProvider>
      <ServerTranslation.Provider value={serverI18n}>
        <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
      </ServerTranslation.Provider>
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

  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(body, {headers: responseHeaders, status: responseStatusCode});
}
