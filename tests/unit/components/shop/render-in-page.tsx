import type {ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router';
import {createI18n} from '~/i18n/i18n';
import type {Locale} from '~/i18n/locales';
import {I18nProvider} from '~/i18n/translate';
import {CATALOGUES} from '~/i18n/messages.server';

/** The root route's data that components read: the page's language and the shop's public values. */
export const rootData = (locale: Locale) => ({
  locale,
  shop: {storeDomain: 'http://127.0.0.1:4010', storefrontToken: 'public'},
});

/** Renders `element` as a page of the root route would, with no ShopifyProvider around it. */
export async function renderInPage(locale: Locale, element: ReactElement, url = 'https://shop.example/') {
  const handler = createStaticHandler([{id: 'root', path: '*', loader: () => rootData(locale), element}]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale, CATALOGUES[locale])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

export const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
