// The pages `npm run bench` measures, in the order it reports them, each with
// the id of its route in the built manifest. A page added here is measured,
// printed and held to the budget in budget.mjs (also by `npm test`, in `npm run test:built`).
export const PAGES = [
  {name: 'home', path: '/', routeId: 'home.en'},
  {name: 'calendar-fr', path: '/fr/calendrier', routeId: 'calendar.fr'},
  {name: 'photos', path: '/media-and-press/photos', routeId: 'photos.en'},
  {name: 'collection-nl', path: '/nl/shop/collecties/all', routeId: 'collection.nl'},
  // The tunebook has pickers (language, notation).
  {name: 'product-fr', path: '/fr/shop/produits/tunebook-dances-from-the-borderlands', routeId: 'product.fr'},
  // Private to each visitor: `noindex` on purpose, so its SEO leaves out the crawlability audit (budget.mjs).
  {name: 'cart', path: '/cart', routeId: 'cart.en', noindex: true},
];
