import {isLocale, type Locale} from '~/i18n/locales';

// A product page names its variant by option names and values in its own language. The language switcher
// sends the query as it reads in the language the visitor leaves, with that language in `from`; the page
// in the other language finds the variant by those words and names it in its own. An older link may carry
// the variant's id in `variant` instead.
export const VARIANT_PARAM = 'variant';
export const SOURCE_LANGUAGE_PARAM = 'from';

const VARIANT_GID = 'gid://shopify/ProductVariant/';

/** The query for the same page in another language, from the query as it reads in `locale`. */
export function languageSwitchSearch(search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  if (params.size === 0) return search;
  params.set(SOURCE_LANGUAGE_PARAM, locale);
  return `?${params.toString()}`;
}

/** The language a query names its options in, when it is not the page's own. */
export function sourceLanguage(params: URLSearchParams, pageLocale: Locale): Locale | null {
  const value = params.get(SOURCE_LANGUAGE_PARAM);
  return isLocale(value) && value !== pageLocale ? value : null;
}

export function requestedVariantId(params: URLSearchParams): string | null {
  const value = params.get(VARIANT_PARAM);
  return value && /^\d{1,20}$/.test(value) ? `${VARIANT_GID}${value}` : null;
}

/**
 * The page's address with the variant named in its own words: the hand-off's parameters and the other
 * language's option names (`spoken`) go, any other parameter stays.
 */
export function variantAddress(
  path: string,
  params: URLSearchParams,
  options: Array<{name: string; value: string}>,
  spoken: string[] = [],
): string {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) {
    if (spoken.some((name) => name.toLowerCase() === key.toLowerCase())) next.delete(key);
  }
  next.delete(VARIANT_PARAM);
  next.delete(SOURCE_LANGUAGE_PARAM);
  for (const option of options) next.set(option.name, option.value);
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}
