// Every translated catalogue text, read once per database handle. The emulator has no admin API, so
// catalogue text only changes by reseeding, which opens a new handle; stock and carts are never cached here.
import type {Database} from '../db/database.js';
import type {Locale} from './catalogue-scope.js';

type ByLocale<T> = Map<string, T>;

export interface CatalogueText {
  products: Map<number, ByLocale<ProductTextRow>>;
  collections: Map<number, ByLocale<CollectionTextRow>>;
  options: Map<number, ByLocale<string>>;
  optionValues: Map<number, ByLocale<string>>;
  imageAlts: Map<number, ByLocale<string>>;
  images: Map<number, {id: number; file: string; width: number; height: number}>;
  /** Variant id → option value ids in option order. */
  variantValues: Map<number, number[]>;
}

export interface ProductTextRow {
  title: string;
  descriptionHtml: string;
  description: string;
  productType: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface CollectionTextRow {
  title: string;
  descriptionHtml: string;
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

const loaded = new WeakMap<Database, CatalogueText>();

function group<T>(rows: (T & {owner: number; locale: string})[]): Map<number, ByLocale<T>> {
  const map = new Map<number, ByLocale<T>>();
  for (const {owner, locale, ...rest} of rows) {
    let byLocale = map.get(owner);
    if (!byLocale) {
      byLocale = new Map();
      map.set(owner, byLocale);
    }
    byLocale.set(locale, rest as T);
  }
  return map;
}

function groupNames(rows: {owner: number; locale: string; name: string}[]): Map<number, ByLocale<string>> {
  const map = new Map<number, ByLocale<string>>();
  for (const {owner, locale, name} of rows) {
    let byLocale = map.get(owner);
    if (!byLocale) {
      byLocale = new Map();
      map.set(owner, byLocale);
    }
    byLocale.set(locale, name);
  }
  return map;
}

function load(db: Database): CatalogueText {
  const variantValues = new Map<number, number[]>();
  const valueRows = db
    .prepare(
      `SELECT vov.variant_id, vov.option_value_id FROM variant_option_values vov
       JOIN product_option_values pov ON pov.id = vov.option_value_id
       JOIN product_options po ON po.id = pov.option_id
       ORDER BY vov.variant_id, po.position`,
    )
    .all() as {variant_id: number; option_value_id: number}[];
  for (const row of valueRows) {
    const list = variantValues.get(row.variant_id) ?? [];
    list.push(row.option_value_id);
    variantValues.set(row.variant_id, list);
  }
  return {
    products: group<ProductTextRow>(
      db
        .prepare(
          `SELECT product_id AS owner, locale, title, description_html AS descriptionHtml, description,
                  product_type AS productType, seo_title AS seoTitle, seo_description AS seoDescription
           FROM product_translations`,
        )
        .all() as (ProductTextRow & {owner: number; locale: string})[],
    ),
    collections: group<CollectionTextRow>(
      db
        .prepare(
          `SELECT collection_id AS owner, locale, title, description_html AS descriptionHtml, description,
                  seo_title AS seoTitle, seo_description AS seoDescription
           FROM collection_translations`,
        )
        .all() as (CollectionTextRow & {owner: number; locale: string})[],
    ),
    options: groupNames(
      db.prepare('SELECT option_id AS owner, locale, name FROM product_option_translations').all() as {
        owner: number;
        locale: string;
        name: string;
      }[],
    ),
    optionValues: groupNames(
      db.prepare('SELECT option_value_id AS owner, locale, name FROM product_option_value_translations').all() as {
        owner: number;
        locale: string;
        name: string;
      }[],
    ),
    imageAlts: groupNames(
      db.prepare('SELECT image_id AS owner, locale, alt_text AS name FROM image_translations').all() as {
        owner: number;
        locale: string;
        name: string;
      }[],
    ),
    images: new Map(
      (db.prepare('SELECT id, file, width, height FROM images').all() as {id: number; file: string; width: number; height: number}[]).map(
        (row) => [row.id, row],
      ),
    ),
    variantValues,
  };
}

export function catalogueText(db: Database): CatalogueText {
  let text = loaded.get(db);
  if (!text) {
    text = load(db);
    loaded.set(db, text);
  }
  return text;
}

/** The text in `locale`, falling back to English, the shop's primary language. */
export function inLocale<T>(byLocale: ByLocale<T> | undefined, locale: Locale): T | undefined {
  return byLocale?.get(locale) ?? byLocale?.get('en');
}

/** Forgets the cached text, for code that rewrites the catalogue (the seed). */
export function forgetCatalogueText(db: Database): void {
  loaded.delete(db);
}
