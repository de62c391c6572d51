// The content half of the resolver map: menus, pages, the blog, metaobjects and sitemaps.
import {registerNode} from '../node-registry.js';
import {articleById, blogById, metaobjectById, pageById} from '../../catalogue/shop-content.js';
import {article} from './Query/article.js';
import {articles} from './Query/articles.js';
import {blog} from './Query/blog.js';
import {blogs} from './Query/blogs.js';
import {menu} from './Query/menu.js';
import {metaobject} from './Query/metaobject.js';
import {metaobjects} from './Query/metaobjects.js';
import {page} from './Query/page.js';
import {pages} from './Query/pages.js';
import {sitemap} from './Query/sitemap.js';
import {Article} from './types/Article.js';
import {Blog} from './types/Blog.js';
import {Menu} from './types/Menu.js';
import {MenuItem} from './types/MenuItem.js';
import {Metaobject} from './types/Metaobject.js';
import {Page} from './types/Page.js';
import {Sitemap} from './types/Sitemap.js';
import type {Resolvers} from './generated-resolver-types.js';

const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : -1);

export function registerContentNodes(): void {
  registerNode('Page', (id, ctx) => pageById(ctx.db, numeric(id)));
  registerNode('Blog', (id, ctx) => blogById(ctx.db, numeric(id)));
  registerNode('Article', (id, ctx) => articleById(ctx.db, numeric(id)));
  registerNode('Metaobject', (id, ctx) => metaobjectById(ctx.db, numeric(id)));
}

export const contentResolvers: Resolvers = {
  QueryRoot: {
    menu,
    page,
    pageByHandle: (root, args: {handle: string}, ctx) => page(root, args, ctx),
    pages,
    blog,
    blogByHandle: (root, args: {handle: string}, ctx) => blog(root, args, ctx),
    blogs,
    article,
    articles,
    metaobject,
    metaobjects,
    sitemap,
  },
  Menu,
  MenuItem,
  Page,
  Blog,
  Article,
  Metaobject,
  Sitemap,
};
