export function filledParams(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const filled = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === 'string' && value.trim() !== '') filled.append(name, value);
  }
  return filled;
}

export function withoutEmptyParams(url: URL): string | null {
  const filled = filledParams(url.searchParams);
  if (filled.size === [...url.searchParams].length) return null;
  const search = filled.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
