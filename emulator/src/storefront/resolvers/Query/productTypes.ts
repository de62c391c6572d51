import {allProducts, productText} from '../../../catalogue/catalogue-store.js';
import {paginate} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';

export function productTypes(_root: unknown, args: {first: number}, ctx: EmulatorContext) {
  const types = [...new Set(allProducts(ctx.db).map((product) => productText(ctx.db, product.id, localeOf(ctx)).productType))].sort();
  return paginate(types, args, (type) => type);
}
