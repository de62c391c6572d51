import {allProducts} from '../../../catalogue/catalogue-store.js';
import {paginate} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';

export function productTags(_root: unknown, args: {first: number}, ctx: EmulatorContext) {
  const tags = [...new Set(allProducts(ctx.db).flatMap((product) => product.tags))].sort();
  return paginate(tags, args, (tag) => tag);
}
