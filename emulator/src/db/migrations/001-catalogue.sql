-- Catalogue: shop, policies, markets, products, variants, collections, images, metafields.
-- Translated text lives in *_translations tables keyed by locale ('en', 'fr', 'nl').

CREATE TABLE shop (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  currency_code TEXT NOT NULL,
  country_code TEXT NOT NULL,
  primary_language TEXT NOT NULL
);

CREATE TABLE shop_translations (
  locale TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE policies (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE
);

CREATE TABLE policy_translations (
  policy_id INTEGER NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (policy_id, locale)
);

CREATE TABLE countries (
  iso_code TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  currency_code TEXT NOT NULL,
  unit_system TEXT NOT NULL
);

CREATE TABLE country_translations (
  iso_code TEXT NOT NULL REFERENCES countries(iso_code) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (iso_code, locale)
);

CREATE TABLE languages (
  iso_code TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  endonym_name TEXT NOT NULL
);

CREATE TABLE language_translations (
  iso_code TEXT NOT NULL REFERENCES languages(iso_code) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (iso_code, locale)
);

CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  file TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);

CREATE TABLE image_translations (
  image_id INTEGER NOT NULL REFERENCES images(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  alt_text TEXT NOT NULL,
  PRIMARY KEY (image_id, locale)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  vendor TEXT NOT NULL,
  tags TEXT NOT NULL,               -- JSON array of strings
  best_selling_rank INTEGER NOT NULL,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE product_translations (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  description TEXT NOT NULL,
  product_type TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  PRIMARY KEY (product_id, locale)
);

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  image_id INTEGER NOT NULL REFERENCES images(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, image_id)
);

CREATE TABLE product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  UNIQUE (product_id, position)
);

CREATE TABLE product_option_translations (
  option_id INTEGER NOT NULL REFERENCES product_options(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (option_id, locale)
);

CREATE TABLE product_option_values (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES product_options(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  UNIQUE (option_id, position)
);

CREATE TABLE product_option_value_translations (
  option_value_id INTEGER NOT NULL REFERENCES product_option_values(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (option_value_id, locale)
);

CREATE TABLE product_variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  sku TEXT,
  price_cents INTEGER NOT NULL,
  compare_at_cents INTEGER,
  inventory_quantity INTEGER NOT NULL,
  requires_shipping INTEGER NOT NULL,
  weight REAL,
  weight_unit TEXT NOT NULL DEFAULT 'GRAMS',
  barcode TEXT,
  image_id INTEGER REFERENCES images(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (product_id, position)
);
CREATE INDEX product_variants_product ON product_variants(product_id, position);

CREATE TABLE variant_option_values (
  variant_id INTEGER NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  option_value_id INTEGER NOT NULL REFERENCES product_option_values(id) ON DELETE CASCADE,
  PRIMARY KEY (variant_id, option_value_id)
);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  image_id INTEGER REFERENCES images(id),
  updated_at TEXT NOT NULL
);

CREATE TABLE collection_translations (
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  description TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  PRIMARY KEY (collection_id, locale)
);

CREATE TABLE collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);

CREATE TABLE metafields (
  id INTEGER PRIMARY KEY,
  owner_type TEXT NOT NULL,         -- 'Product', 'Collection', 'Shop', ...
  owner_id INTEGER NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,
  value TEXT NOT NULL,              -- untranslated value, also the fallback
  description TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (owner_type, owner_id, namespace, key)
);

CREATE TABLE metafield_translations (
  metafield_id INTEGER NOT NULL REFERENCES metafields(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (metafield_id, locale)
);
