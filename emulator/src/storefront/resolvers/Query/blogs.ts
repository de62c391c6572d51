import {localeOf, type EmulatorContext} from '../../context.js';
import {allBlogs, blogTitle} from '../../shop-content.js';
import {listContent, type ContentListArgs} from '../content-list.js';

export function blogs(_root: unknown, args: ContentListArgs, ctx: EmulatorContext) {
  return listContent(allBlogs(ctx.db), args, (blog) => blogTitle(ctx.db, blog.id, localeOf(ctx)));
}
