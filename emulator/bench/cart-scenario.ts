// The cartLinesAdd benchmark scenario: one cart, then the same add repeated. The variant with the most
// stock is used so repeated adds keep growing one line instead of hitting the stock cap at once.
export interface GraphqlRequestBody {
  query: string;
  variables: Record<string, unknown>;
}

export type ExecuteGraphql = (body: GraphqlRequestBody) => Promise<{data?: any; errors?: unknown[]}>;

export const CART_LINES_ADD_MUTATION = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart { id totalQuantity cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } } }
      userErrors { code field message }
      warnings { code message target }
    }
  }
`;

const STOCKED_VARIANTS_QUERY = `#graphql
  query BenchVariants {
    products(first: 50) { nodes { variants(first: 50) { nodes { id quantityAvailable } } } }
  }
`;

const CART_CREATE_MUTATION = `#graphql
  mutation BenchCartCreate { cartCreate { cart { id } userErrors { code message } } }
`;

/** Creates a cart and returns the cartLinesAdd request the benchmark sends over and over. */
export async function prepareCartLinesAdd(execute: ExecuteGraphql): Promise<GraphqlRequestBody> {
  const variants = await execute({query: STOCKED_VARIANTS_QUERY, variables: {}});
  const candidates: {id: string; quantityAvailable: number | null}[] = (variants.data?.products?.nodes ?? []).flatMap(
    (product: {variants: {nodes: {id: string; quantityAvailable: number | null}[]}}) => product.variants.nodes,
  );
  const variant = candidates.sort((a, b) => (b.quantityAvailable ?? 0) - (a.quantityAvailable ?? 0))[0];
  if (!variant) throw new Error(`No variant to add to the cart: ${JSON.stringify(variants.errors ?? variants.data)}`);
  const created = await execute({query: CART_CREATE_MUTATION, variables: {}});
  const cartId = created.data?.cartCreate?.cart?.id as string | undefined;
  if (!cartId) throw new Error(`cartCreate failed: ${JSON.stringify(created)}`);
  return {
    query: CART_LINES_ADD_MUTATION,
    variables: {cartId, lines: [{merchandiseId: variant.id, quantity: 1}], country: 'BE', language: 'EN'},
  };
}
