// Listing content (pages, blogs, articles) as Shopify does: `title:` / `handle:` / free text, reverse, cursors.
import {paginate, type PageArgs} from '../cursor-connections.js';
import {fold} from '../../catalogue/plain-text.js';

export interface ContentListArgs extends PageArgs {
  query?: string | null;
  reverse?: boolean | null;
}

/** `title:x`, `handle:x` and free text all match the title or the handle; Shopify's other fields are ignored. */
export function listContent<T extends {id: number; handle: string}>(
  items: T[],
  args: ContentListArgs,
  titleOf: (item: T) => string,
) {
  const wanted = fold((args.query ?? '').replace(/^(title|handle):/, '').replace(/^"|"$/g, '').replace(/\*$/, '').trim());
  const list = wanted ? items.filter((item) => fold(titleOf(item)).includes(wanted) || item.handle.includes(wanted)) : items;
  if (args.reverse) list.reverse();
  return paginate(list, args, (item) => item.id);
}

/** Content types carry no metafields in the emulator; each identifier is answered with null. */
export const noMetafields = {
  metafield: () => null,
  metafields: (_parent: unknown, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
};
