import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {allPages, pageText} from '../../../catalogue/shop-content.js';
import {listContent, type ContentListArgs} from '../content-list.js';

export function pages(_root: unknown, args: ContentListArgs, ctx: EmulatorContext) {
  return listContent(allPages(ctx.db), args, (page) => pageText(ctx.db, page.id, localeOf(ctx)).title);
}
