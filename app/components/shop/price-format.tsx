import {createContext, useContext, type ReactNode} from 'react';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {DEFAULT_COUNTRY, LOCALE_INFO} from '~/i18n/locales';
import {useLocale} from '~/i18n/use-screen';

const Provided = createContext(false);

/**
 * Hydrogen's `Money` formats in its ShopifyProvider's language and country. Each block of prices brings
 * its own provider, so pages without prices do not load it; a list wraps its items' blocks in one, and
 * a block inside it adds none.
 */
export function PriceFormat({children}: {children: ReactNode}) {
  const provided = useContext(Provided);
  const shop = useRouteLoaderData<RootLoader>('root')?.shop;
  const locale = useLocale();
  if (provided || !shop) return children;
  return (
    <ShopifyProvider
      storeDomain={shop.storeDomain}
      storefrontToken={shop.storefrontToken}
      storefrontApiVersion="2026-04"
      countryIsoCode={DEFAULT_COUNTRY}
      languageIsoCode={LOCALE_INFO[locale].language}
    >
      <Provided.Provider value={true}>{children}</Provided.Provider>
    </ShopifyProvider>
  );
}
