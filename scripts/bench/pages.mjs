// The pages `npm run bench` measures, in the order it reports them. A page added
// here is measured, printed and held to the budget in budget.mjs.
export const PAGES = [
  {name: 'home', path: '/'},
  {name: 'calendar-fr', path: '/fr/calendrier'},
  {name: 'photos', path: '/media-and-press/photos'},
  {name: 'collection-nl', path: '/nl/shop/collecties/all'},
  {name: 'product-fr', path: '/fr/shop/produits/tunebook-dances-from-the-borderlands'},
];
