import {paginate, type PageArgs} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {metaobjectsOfType} from '../../../catalogue/shop-content.js';

/** In creation order; `sortKey` (`id`, `type`, `updated_at`, `display_name`) is not modelled. */
export function metaobjects(_root: unknown, args: PageArgs & {type: string; reverse?: boolean | null}, ctx: EmulatorContext) {
  const list = metaobjectsOfType(ctx.db, args.type);
  if (args.reverse) list.reverse();
  return paginate(list, args, (item) => item.id);
}
