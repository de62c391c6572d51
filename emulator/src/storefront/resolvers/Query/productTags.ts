import {allProducts} from '../../catalogue.js';
import {paginate} from '../../connection.js';
import type {EmulatorContext} from '../../context.js';

export function productTags(_root: unknown, args: {first: number}, ctx: EmulatorContext) {
  const tags = [...new Set(allProducts(ctx.db).flatMap((product) => product.tags))].sort();
  return paginate(tags, args, (tag) => tag);
}
