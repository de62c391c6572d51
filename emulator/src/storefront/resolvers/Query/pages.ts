import {localeOf, type EmulatorContext} from '../../context.js';
import {allPages, pageText} from '../../shop-content.js';
import {listContent, type ContentListArgs} from '../content-list.js';

export function pages(_root: unknown, args: ContentListArgs, ctx: EmulatorContext) {
  return listContent(allPages(ctx.db), args, (page) => pageText(ctx.db, page.id, localeOf(ctx)).title);
}
