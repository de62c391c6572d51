import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {allBlogs, blogTitle} from '../../../catalogue/shop-content.js';
import {listContent, type ContentListArgs} from '../content-list.js';

export function blogs(_root: unknown, args: ContentListArgs, ctx: EmulatorContext) {
  return listContent(allBlogs(ctx.db), args, (blog) => blogTitle(ctx.db, blog.id, localeOf(ctx)));
}
