import {cartGetIdDefault, cartSetIdDefault, createHydrogenContext} from '@shopify/hydrogen';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~/graphql/cart';
import {CART_BUYER_IDENTITY, cartCookieOptions} from '~/lib/cart/cart-cookie.server';
import {DEFAULT_COUNTRY, LOCALE_INFO, type Locale} from '~/i18n/locales';
import {localeOfUrl} from '~/i18n/url-screen';
import {createCmsClient, type CmsClient, type PreviewStatus} from '~/lib/cms/client.server';
import {readPreview} from '~/lib/preview/preview-cookie.server';
import {BackendBudget, budgetStorefront} from '~/lib/backend-budget.server';
import {PrivateData} from '~/lib/http/private-data.server';
import {validateEnv} from '~/lib/env.server';
import {customerBuyerIdentity} from '~/lib/customer/customer-session.server';
import {AppSession} from '~/lib/session/session.server';

// The language comes from the URL alone, so every cached storefront query is keyed by it.
export async function createHydrogenRouterContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  const appEnv = validateEnv(env);
  const locale = localeOfUrl(request.url);

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session, preview] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [appEnv.SESSION_SECRET]),
    readPreview(request, appEnv.SESSION_SECRET),
  ]);

  const backendBudget = new BackendBudget();
  const additionalContext = {
    locale,
    appEnv,
    backendBudget,
    privateData: new PrivateData(),
    preview,
    cms: createCmsClient({
      budget: backendBudget,
      url: appEnv.CMS_URL,
      ...(preview ? {token: appEnv.CMS_PREVIEW_TOKEN, status: preview} : {token: appEnv.CMS_API_TOKEN}),
      locale,
      cache,
      waitUntil,
      request,
    }),
  } as const;

  const context = createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      i18n: {language: LOCALE_INFO[locale].language, country: DEFAULT_COUNTRY},
      cart: {
        queryFragment: CART_QUERY_FRAGMENT,
        mutateFragment: CART_MUTATE_FRAGMENT,
        getId: cartGetIdDefault(request.headers),
        setId: cartSetIdDefault(cartCookieOptions(request)),
      },
      buyerIdentity: {...CART_BUYER_IDENTITY, ...customerBuyerIdentity(session, Date.now())},
    },
    additionalContext,
  );
  budgetStorefront(context.storefront, backendBudget);
  return context;
}

type AdditionalContext = {
  locale: Locale;
  appEnv: ReturnType<typeof validateEnv>;
  cms: CmsClient;
  backendBudget: BackendBudget;
  /** Marked when the answer holds a visitor's own token: no shared cache may keep it. */
  privateData: PrivateData;
  /** The version an editor previews (drafts, or what is published), or null for everyone else. */
  preview: PreviewStatus | null;
};

declare global {
  interface HydrogenAdditionalContext extends AdditionalContext {}
}
