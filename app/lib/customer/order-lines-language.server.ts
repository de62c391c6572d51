import type {Storefront} from '@shopify/hydrogen';

// An order keeps each line's words as they were at checkout, in the language of the checkout. The page
// names what was bought in its own language, from the shop as it is now; a line whose product is gone
// keeps the words it was bought with.

interface LineVariant {
  id: string;
  title: string;
  product?: {handle: string} | null;
}

interface OrderLine {
  title: string;
  variant?: (LineVariant & Record<string, unknown>) | null;
}

const LINE_WORDS_QUERY = `#graphql
  query OrderLineWords($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        product {
          handle
          title
        }
      }
    }
  }
` as const;

export async function linesInPageLanguage<Line extends OrderLine>(storefront: Storefront, lines: Line[]): Promise<Line[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.variant ? [line.variant.id] : [])))];
  if (ids.length === 0) return lines;
  const words = await storefront
    .query(LINE_WORDS_QUERY, {variables: {ids}, cache: storefront.CacheShort()})
    .then(({nodes}) => nodes)
    .catch((error: unknown) => {
      console.error('The order lines could not be named in the page language', error);
      return [];
    });
  const byId = new Map(words.flatMap((node) => (node && 'id' in node ? [[node.id, node] as const] : [])));
  return lines.map((line) => {
    const found = line.variant ? byId.get(line.variant.id) : undefined;
    if (!found || !line.variant) return line;
    return {
      ...line,
      title: found.product.title,
      variant: {...line.variant, title: found.title, product: {...line.variant.product, handle: found.product.handle}},
    };
  });
}
