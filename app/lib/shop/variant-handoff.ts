/**
 * Switching language on a product page. The address names the variant by its
 * options, in the page's language (`?Taal=Nederlands`), which mean nothing in
 * another one. So the language links carry the variant's id instead
 * (`?variant=42`), and the product page in the new language answers that with
 * a redirect to the variant's options in its own words.
 */
export const VARIANT_PARAM = 'variant';

const VARIANT_GID = 'gid://shopify/ProductVariant/';

/** The search string for the same product in another language: option params swapped for the variant id. */
export function languageSwitchSearch(
  search: string,
  optionNames: string[],
  variantId: string | null | undefined,
): string {
  const params = new URLSearchParams(search);
  const isOption = (key: string) => optionNames.some((name) => name.toLowerCase() === key.toLowerCase());
  const optionKeys = [...new Set(params.keys())].filter(isOption);
  const id = variantId?.startsWith(VARIANT_GID) ? variantId.slice(VARIANT_GID.length) : null;
  if (optionKeys.length === 0 || !id || !/^\d+$/.test(id)) return search;
  for (const key of optionKeys) params.delete(key);
  params.set(VARIANT_PARAM, id);
  return `?${params.toString()}`;
}

/** The variant asked for by `?variant=`, as a gid; null when absent or not an id. */
export function requestedVariantId(params: URLSearchParams): string | null {
  const value = params.get(VARIANT_PARAM);
  return value && /^\d{1,20}$/.test(value) ? `${VARIANT_GID}${value}` : null;
}

/**
 * Where a `?variant=` address leads: the product's plain address with the
 * variant's options (those offering a choice) and every other param kept. A
 * variant of another product, or none, leads to the product as it is.
 */
export function variantAddress(
  path: string,
  params: URLSearchParams,
  options: Array<{name: string; value: string}>,
): string {
  const next = new URLSearchParams(params);
  next.delete(VARIANT_PARAM);
  for (const option of options) next.set(option.name, option.value);
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}
