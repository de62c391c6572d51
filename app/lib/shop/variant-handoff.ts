export const VARIANT_PARAM = 'variant';

const VARIANT_GID = 'gid://shopify/ProductVariant/';

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

export function requestedVariantId(params: URLSearchParams): string | null {
  const value = params.get(VARIANT_PARAM);
  return value && /^\d{1,20}$/.test(value) ? `${VARIANT_GID}${value}` : null;
}

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
