-- What a shop has besides its catalogue: navigation menus, pages, a blog, metaobjects, gift cards,
-- URL redirects and a brand; and on carts, gift card codes and the chosen delivery option.

CREATE TABLE menus (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE
);

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  -- For typed items: the handle of the collection, product, page, blog or policy it links to.
  resource_handle TEXT,
  url TEXT
);

-- Menu titles and item titles, by locale; owner is 'menu' or 'item'.
CREATE TABLE menu_translations (
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (owner, owner_id, locale)
);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE page_translations (
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (page_id, locale)
);

CREATE TABLE blogs (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE
);

CREATE TABLE blog_translations (
  blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (blog_id, locale)
);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  handle TEXT NOT NULL,
  author_first_name TEXT NOT NULL,
  author_last_name TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  image_id INTEGER REFERENCES images(id),
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (blog_id, handle)
);

CREATE TABLE article_translations (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  excerpt_html TEXT NOT NULL,
  PRIMARY KEY (article_id, locale)
);

CREATE TABLE metaobjects (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  handle TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (type, handle)
);

CREATE TABLE metaobject_fields (
  metaobject_id INTEGER NOT NULL REFERENCES metaobjects(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,
  value TEXT,
  PRIMARY KEY (metaobject_id, key)
);

CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  balance_cents INTEGER NOT NULL,
  currency_code TEXT NOT NULL,
  expires_on TEXT
);

CREATE TABLE url_redirects (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  target TEXT NOT NULL
);

CREATE TABLE shop_brand (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  logo_image_id INTEGER REFERENCES images(id),
  primary_color TEXT NOT NULL,
  secondary_color TEXT NOT NULL
);

CREATE TABLE shop_brand_translations (
  locale TEXT PRIMARY KEY,
  slogan TEXT NOT NULL,
  short_description TEXT NOT NULL
);

ALTER TABLE carts ADD COLUMN gift_card_codes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE carts ADD COLUMN selected_delivery_option TEXT;
