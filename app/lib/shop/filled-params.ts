/**
 * The parameters that hold a value. A GET form sends every field, so an empty
 * price or term would sit in the address as `filter.v.price.gte=` while meaning
 * nothing: the lists drop them, in the browser and on the server alike.
 */
export function filledParams(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const filled = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === 'string' && value.trim() !== '') filled.append(name, value);
  }
  return filled;
}

/** The address without its empty parameters, or null when it has none. */
export function withoutEmptyParams(url: URL): string | null {
  const filled = filledParams(url.searchParams);
  if (filled.size === [...url.searchParams].length) return null;
  const search = filled.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
