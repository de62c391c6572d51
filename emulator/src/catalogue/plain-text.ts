// Text shaping shared by description fields.

/** Product.description(truncateAt:) / Collection.description(truncateAt:): cut at a word, add an ellipsis. */
export function truncateText(text: string, truncateAt: number | null | undefined): string {
  if (truncateAt == null || truncateAt <= 0 || text.length <= truncateAt) return text;
  const cut = text.slice(0, truncateAt);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > truncateAt / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Case- and accent-insensitive form for matching search terms and filter values ("Néerlandais" = "neerlandais"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Shopify's plain-text form of stored HTML: tags dropped, entities decoded, one line per block. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h\d|li|div)>/g, '$&\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
