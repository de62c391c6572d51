// The Ronce & Rivière site's own redirects: the addresses its former Shopify theme used lead to the
// site's `/shop/...` pages. They belong to that site's URL layout; another storefront starts the
// emulator with EMULATOR_SEED_REDIRECTS=false and gets none.
export function siteRedirects(productHandles: string[], collectionHandles: string[]): {path: string; target: string}[] {
  return [
    ...productHandles.map((handle) => ({path: `/products/${handle}`, target: `/shop/products/${handle}`})),
    ...collectionHandles.map((handle) => ({path: `/collections/${handle}`, target: `/shop/collections/${handle}`})),
  ];
}
