import {allCollections, collectionText} from '../../../catalogue/catalogue-store.js';
import {checkPageArgs, paginate, type PageArgs} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {matchingCollections} from '../../../catalogue/collection-search.js';

interface CollectionsArgs extends PageArgs {
  query?: string | null;
  sortKey: string;
  reverse: boolean;
}

export function collections(_root: unknown, args: CollectionsArgs, ctx: EmulatorContext) {
  checkPageArgs(args);
  const locale = localeOf(ctx);
  const title = (id: number) => collectionText(ctx.db, id, locale).title;
  let list = matchingCollections(ctx, allCollections(ctx.db), args.query ?? '', ctx.now());
  if (args.sortKey === 'TITLE') list = list.sort((a, b) => title(a.id).localeCompare(title(b.id), locale));
  if (args.sortKey === 'UPDATED_AT') list = list.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  if (args.reverse) list.reverse();
  return {...paginate(list, args, (collection) => collection.id), totalCount: String(list.length)};
}
