import type {ReactNode} from 'react';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {DEFAULT_COUNTRY, LOCALE_INFO} from '~/i18n/locales';
import {useLocale} from '~/i18n/use-screen';

/**
 * Hydrogen's `Money` formats in its ShopifyProvider's language and country. Each block of prices brings
 * its own provider, so pages without prices do not load it.
 */
export function PriceFormat({children}: {children: ReactNode}) {
  const shop = useRouteLoaderData<RootLoader>('root')?.shop;
  const locale = useLocale();
  if (!shop) return children;
  return (
    <ShopifyProvider
      storeDomain={shop.storeDomain}
      storefrontToken={shop.storefrontToken}
      storefrontApiVersion="2026-04"
      countryIsoCode={DEFAULT_COUNTRY}
      languageIsoCode={LOCALE_INFO[locale].language}
    >
      {children}
    </ShopifyProvider>
  );
}
