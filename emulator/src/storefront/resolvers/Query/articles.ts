import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {allArticles, articleText} from '../../../catalogue/shop-content.js';
import {listContent, type ContentListArgs} from '../content-list.js';

/** Newest first, across blogs. */
export function articles(_root: unknown, args: ContentListArgs, ctx: EmulatorContext) {
  return listContent(allArticles(ctx.db), args, (article) => articleText(ctx.db, article.id, localeOf(ctx)).title);
}
