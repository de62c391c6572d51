import {useContext, useMemo} from 'react';
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {Route} from './+types/root';
import {createI18n, htmlLang, type Messages} from '~/i18n/i18n';
import {I18nProvider} from '~/i18n/translate';
import {ServerTranslation} from '~/i18n/server-translation';
import {localeOfUrl, screenAt} from '~/i18n/url-screen';
import {catalogueParts} from '~/i18n/catalogue-parts';
import {getPageCatalogueText} from '~/i18n/messages.server';
import {readPageCatalogue} from '~/i18n/page-catalogue';
import {headerAccount} from '~/lib/customer/customer-session.server';
import {PageLayout} from '~/components/layout/page-layout';
import {SiteErrorBoundary, errorKind} from '~/components/layout/error-page';
import {loadHeaderCart} from '~/lib/cart/cart.server';
import {PageLinks} from '~/components/layout/page-links';
import {usePageNonce} from '~/lib/http/page-nonce';
import {rootFailure, type RootFailureData} from '~/lib/http/root-failure.server';
import appStyles from '~/styles/app.css?url';
import formStyles from '~/styles/forms.css?url';
import favicon from '~/assets/favicon.svg';

export type RootLoader = typeof loader;

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    {rel: 'stylesheet', href: formStyles},
    {rel: 'icon', type: 'image/svg+xml', href: favicon},
  ];
}

export async function loader({context, request}: Route.LoaderArgs) {
  const {locale} = context;
  try {
    // Never throws, so the layout survives a backend outage.
    const headerCart = await loadHeaderCart(context, request);
    return data(
      {
        locale,
        messages: getPageCatalogueText(locale, screenAt(request.url)?.screen),
        origin: new URL(request.url).origin,
        // Pages' main images come from the CMS: connecting to it early takes a round trip off their LCP.
        mediaOrigin: new URL(context.appEnv.CMS_URL).origin,
        cart: headerCart.cart,
        // Only a signed-in customer's first name, from the session: a visitor's page carries nothing.
        account: headerAccount(context.session, Date.now()),
        // For the ShopifyProvider around prices (`PriceFormat`); the token is the public one.
        shop: {
          storeDomain: context.appEnv.PUBLIC_STORE_DOMAIN,
          storefrontToken: context.appEnv.PUBLIC_STOREFRONT_API_TOKEN,
        },
      },
      {headers: headerCart.headers},
    );
  } catch (error) {
    throw rootFailure(error, locale);
  }
}

/** The texts a page without root data shows: those its loader's failure carries. */
function failureTexts(error: unknown): RootFailureData['texts'] | undefined {
  return isRouteErrorResponse(error) ? (error.data as Partial<RootFailureData> | null)?.texts : undefined;
}

// Root data is per language, its catalogue per kind of screen; a form post may change the cart or session.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.toString() === nextUrl.toString()) return defaultShouldRevalidate;
  if (localeOfUrl(currentUrl) !== localeOfUrl(nextUrl)) return true;
  const parts = (url: URL) => catalogueParts(screenAt(url)?.screen).join();
  return parts(currentUrl) !== parts(nextUrl);
};

export const meta: Route.MetaFunction = ({data, error}) => {
  const messages = data ? readPageCatalogue(data.messages) : failureTexts(error);
  if (!messages) return [];
  const siteName = messages.site.name;
  if (error) {
    const kind = errorKind(isRouteErrorResponse(error) ? error.status : 500);
    const title = messages.error[`${kind}Title`];
    return [{title: `${title} | ${siteName}`}, {name: 'robots', content: 'noindex'}];
  }
  return [{title: siteName}, {name: 'description', content: messages.site.description}];
};

const NO_TEXTS: Messages = {};

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = usePageNonce();
  const data = useRouteLoaderData<RootLoader>('root');
  const {pathname} = useLocation();
  const error = useRouteError();
  const locale = data?.locale ?? localeOfUrl(pathname);
  const messages: Messages = (data ? readPageCatalogue(data.messages) : failureTexts(error)) ?? NO_TEXTS;
  const serverTranslation = useContext(ServerTranslation);
  const i18n = useMemo(
    () => serverTranslation?.(locale) ?? createI18n(locale, messages),
    [serverTranslation, locale, messages],
  );

  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        {data ? <link rel="preconnect" href={data.mediaOrigin} /> : null}
        <PageLinks nonce={nonce} />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          {data ? (
            <PageLayout cart={data.cart}>{children}</PageLayout>
          ) : (
            children
          )}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Only an error of the root loader lands here; every other stops in the error frame, inside the layout. */
export const ErrorBoundary = SiteErrorBoundary;
