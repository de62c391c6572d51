// Seeds the shop's content (menus, pages, blog, metaobjects, gift cards, brand, shipping policy, redirects)
// once, on a new database and on one seeded before these tables existed.
// Offers: seedContentIfEmpty(db).
import {articles, blog, brand, giftCards, menus, metaobjects, pages, shippingPolicy, type MenuItemSeed} from '../../seed/content.js';
import {siteRedirects} from '../../seed/redirects.js';
import type {Database} from './database.js';

const LOCALES = ['en', 'fr', 'nl'] as const;

const ID_BASE = {menu: 210_000_000, menuItem: 460_000_000_000, page: 118_000_000_000, blog: 91_000_000_000, article: 560_000_000_000, metaobject: 1_300_000_000, giftCard: 610_000_000, policy: 41_000_000_100};

/** Redirects follow our site's URL layout; EMULATOR_SEED_REDIRECTS=false leaves them out for other storefronts. */
function wantsSiteRedirects(): boolean {
  return !/^(false|0|no)$/i.test(process.env.EMULATOR_SEED_REDIRECTS ?? '');
}

export function seedContentIfEmpty(db: Database): void {
  const seeded = db.prepare('SELECT COUNT(*) FROM menus').pluck().get() as number;
  const hasShop = db.prepare('SELECT COUNT(*) FROM shop').pluck().get() as number;
  if (seeded > 0 || hasShop === 0) return;
  db.transaction(() => seedContent(db))();
}

function imageIdOf(db: Database, file: string): number | null {
  return (db.prepare('SELECT id FROM images WHERE file = ? ORDER BY id LIMIT 1').pluck().get(file) as number | undefined) ?? null;
}

function seedContent(db: Database): void {
  const insertMenu = db.prepare('INSERT INTO menus (id, handle) VALUES (?, ?)');
  const insertItem = db.prepare(
    'INSERT INTO menu_items (id, menu_id, parent_id, position, type, resource_handle, url) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertTitle = db.prepare('INSERT INTO menu_translations (owner, owner_id, locale, title) VALUES (?, ?, ?, ?)');
  let itemCount = 0;
  const addItems = (menuId: number, parentId: number | null, items: MenuItemSeed[]) => {
    items.forEach((item, position) => {
      const id = ID_BASE.menuItem + ++itemCount;
      insertItem.run(id, menuId, parentId, position, item.type, item.handle ?? null, item.url ?? null);
      for (const locale of LOCALES) insertTitle.run('item', id, locale, item.title[locale]);
      addItems(menuId, id, item.items ?? []);
    });
  };
  menus.forEach((menu, index) => {
    const id = ID_BASE.menu + index + 1;
    insertMenu.run(id, menu.handle);
    for (const locale of LOCALES) insertTitle.run('menu', id, locale, menu.title[locale]);
    addItems(id, null, menu.items);
  });

  const insertPage = db.prepare('INSERT INTO pages (id, handle, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const insertPageText = db.prepare('INSERT INTO page_translations (page_id, locale, title, body) VALUES (?, ?, ?, ?)');
  pages.forEach((page, index) => {
    const id = ID_BASE.page + index + 1;
    insertPage.run(id, page.handle, page.createdAt, page.updatedAt);
    for (const locale of LOCALES) insertPageText.run(id, locale, page.title[locale], page.body[locale]);
  });

  const blogId = ID_BASE.blog + 1;
  db.prepare('INSERT INTO blogs (id, handle) VALUES (?, ?)').run(blogId, blog.handle);
  for (const locale of LOCALES) {
    db.prepare('INSERT INTO blog_translations (blog_id, locale, title) VALUES (?, ?, ?)').run(blogId, locale, blog.title[locale]);
  }
  const insertArticle = db.prepare(
    `INSERT INTO articles (id, blog_id, handle, author_first_name, author_last_name, tags, image_id, published_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertArticleText = db.prepare(
    'INSERT INTO article_translations (article_id, locale, title, content_html, excerpt_html) VALUES (?, ?, ?, ?, ?)',
  );
  articles.forEach((article, index) => {
    const id = ID_BASE.article + index + 1;
    insertArticle.run(id, blogId, article.handle, article.author[0], article.author[1], JSON.stringify(article.tags),
      imageIdOf(db, article.imageFile), article.publishedAt, article.publishedAt);
    for (const locale of LOCALES) {
      insertArticleText.run(id, locale, article.title[locale], article.contentHtml[locale], article.excerptHtml[locale]);
    }
  });

  const insertMetaobject = db.prepare('INSERT INTO metaobjects (id, type, handle, updated_at) VALUES (?, ?, ?, ?)');
  const insertField = db.prepare(
    'INSERT INTO metaobject_fields (metaobject_id, position, key, type, value) VALUES (?, ?, ?, ?, ?)',
  );
  metaobjects.forEach((metaobject, index) => {
    const id = ID_BASE.metaobject + index + 1;
    insertMetaobject.run(id, metaobject.type, metaobject.handle, metaobject.updatedAt);
    metaobject.fields.forEach((field, position) => insertField.run(id, position, field.key, field.type, field.value));
  });

  const currency = db.prepare('SELECT currency_code FROM shop').pluck().get() as string;
  const insertGiftCard = db.prepare(
    'INSERT INTO gift_cards (id, code, balance_cents, currency_code, expires_on) VALUES (?, ?, ?, ?, ?)',
  );
  giftCards.forEach((card, index) =>
    insertGiftCard.run(ID_BASE.giftCard + index + 1, card.code, card.balanceCents, currency, card.expiresOn),
  );

  db.prepare('INSERT INTO shop_brand (id, logo_image_id, primary_color, secondary_color) VALUES (1, ?, ?, ?)').run(
    imageIdOf(db, brand.logoFile), brand.primaryColor, brand.secondaryColor,
  );
  for (const locale of LOCALES) {
    db.prepare('INSERT INTO shop_brand_translations (locale, slogan, short_description) VALUES (?, ?, ?)').run(
      locale, brand.slogan[locale], brand.shortDescription[locale],
    );
  }

  const hasShippingPolicy = db.prepare('SELECT COUNT(*) FROM policies WHERE handle = ?').pluck().get(shippingPolicy.handle) as number;
  if (hasShippingPolicy === 0) {
    const policyId = ID_BASE.policy + 1;
    db.prepare('INSERT INTO policies (id, handle) VALUES (?, ?)').run(policyId, shippingPolicy.handle);
    for (const locale of LOCALES) {
      db.prepare('INSERT INTO policy_translations (policy_id, locale, title, body) VALUES (?, ?, ?, ?)').run(
        policyId, locale, shippingPolicy.title[locale], shippingPolicy.body[locale],
      );
    }
  }

  if (wantsSiteRedirects()) {
    const handles = (table: string) => db.prepare(`SELECT handle FROM ${table} ORDER BY id`).pluck().all() as string[];
    const insertRedirect = db.prepare('INSERT INTO url_redirects (path, target) VALUES (?, ?)');
    for (const redirect of siteRedirects(handles('products'), handles('collections'))) {
      insertRedirect.run(redirect.path, redirect.target);
    }
  }
}
