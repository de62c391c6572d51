// node(id:) / nodes(ids:) loaders for the catalogue's Node types.
import {prepared} from '../db/prepared.js';
import {collectionById, productById, variantParent} from '../catalogue/catalogue-store.js';
import {registerNode} from './node-registry.js';
import {SHOP} from './resolvers/types/Shop.js';

const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

export function registerCatalogueNodes(): void {
  registerNode('Product', (id, ctx) => {
    const n = numeric(id);
    return n === null ? null : productById(ctx.db, n);
  });
  registerNode('ProductVariant', (id, ctx) => {
    const n = numeric(id);
    return n === null ? null : variantParent(ctx.db, n);
  });
  registerNode('Collection', (id, ctx) => {
    const n = numeric(id);
    return n === null ? null : collectionById(ctx.db, n);
  });
  registerNode('Shop', (id) => (numeric(id) === SHOP.id ? SHOP : null));
  registerNode('ShopPolicy', (id, ctx) => {
    const row = prepared(ctx.db, 'SELECT id, handle FROM policies WHERE id = ?').get(numeric(id) ?? -1) as
      | {id: number; handle: string}
      | undefined;
    return row ? {__typename: 'ShopPolicy', ...row} : null;
  });
}
