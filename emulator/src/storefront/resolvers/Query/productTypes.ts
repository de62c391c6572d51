import {allProducts, productText} from '../../catalogue.js';
import {paginate} from '../../connection.js';
import {localeOf, type EmulatorContext} from '../../context.js';

export function productTypes(_root: unknown, args: {first: number}, ctx: EmulatorContext) {
  const types = [...new Set(allProducts(ctx.db).map((product) => productText(ctx.db, product.id, localeOf(ctx)).productType))].sort();
  return paginate(types, args, (type) => type);
}
