import {allCollections, collectionText} from '../../../catalogue/catalogue-store.js';
import {checkPageArgs, paginate, type PageArgs} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {fold} from '../../../catalogue/plain-text.js';

interface CollectionsArgs extends PageArgs {
  query?: string | null;
  sortKey: string;
  reverse: boolean;
}

export function collections(_root: unknown, args: CollectionsArgs, ctx: EmulatorContext) {
  checkPageArgs(args);
  const locale = localeOf(ctx);
  const title = (id: number) => collectionText(ctx.db, id, locale).title;
  // Only the title: and free-text forms are understood; both match the title.
  const wanted = fold((args.query ?? '').replace(/^title:/, '').replace(/^"|"$/g, '').replace(/\*$/, '').trim());
  let list = allCollections(ctx.db).filter((collection) => !wanted || fold(title(collection.id)).includes(wanted));
  if (args.sortKey === 'TITLE') list = list.sort((a, b) => title(a.id).localeCompare(title(b.id), locale));
  if (args.sortKey === 'UPDATED_AT') list = list.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  if (args.reverse) list.reverse();
  return {...paginate(list, args, (collection) => collection.id), totalCount: String(list.length)};
}
