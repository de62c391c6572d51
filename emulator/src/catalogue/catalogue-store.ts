// Catalogue reads and inventory writes over SQLite, shared by the Storefront resolvers and the commerce half.
// Records are language-neutral; resolvers translate fields with the request's locale.
//
// For carts/checkout (E2):
//   getVariant(db, variantId, locale?)       → VariantSummary | null
//   variantParent(db, variantId)             → VariantRecord | null (return it from CartLine.merchandise)
//   decrementInventory(db, variantId, qty)   → boolean (false when stock is short; nothing changes then)
//   productTitle(db, productId, locale)      → string | null
import type {Database} from '../db/database.js';
import {untilWrite} from '../db/data-version.js';
import {prepared} from '../db/prepared.js';
import {catalogueText, inLocale} from './catalogue-text.js';
import type {Locale} from './catalogue-scope.js';

export interface ProductRecord {
  __typename: 'Product';
  id: number;
  handle: string;
  vendor: string;
  tags: string[];
  bestSellingRank: number;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  /** Sold only through one of its selling plans (a subscription-only product). */
  requiresSellingPlan: boolean;
  /** Set on the products a predictive search answers. */
  trackingParameters?: string;
}

export interface ProductText {
  title: string;
  descriptionHtml: string;
  description: string;
  productType: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface VariantRecord {
  __typename: 'ProductVariant';
  id: number;
  productId: number;
  position: number;
  sku: string | null;
  priceCents: number;
  compareAtCents: number | null;
  quantityAvailable: number;
  requiresShipping: boolean;
  weight: number | null;
  weightUnit: string;
  barcode: string | null;
  imageId: number | null;
  /** Option value ids in option order. */
  optionValueIds: number[];
}

export interface VariantSummary {
  id: number;
  productId: number;
  title: string;
  priceCents: number;
  compareAtCents: number | null;
  availableForSale: boolean;
  quantityAvailable: number;
  sku: string | null;
  requiresShipping: boolean;
}

export interface OptionValueRecord {
  __typename: 'ProductOptionValue';
  id: number;
  optionId: number;
  productId: number;
  position: number;
}

export interface OptionRecord {
  __typename: 'ProductOption';
  id: number;
  productId: number;
  position: number;
  values: OptionValueRecord[];
}

export interface ImageRecord {
  __typename: 'Image';
  id: number;
  file: string;
  width: number;
  height: number;
}

export interface CollectionRecord {
  __typename: 'Collection';
  id: number;
  handle: string;
  imageId: number | null;
  updatedAt: string;
  /** Set on the collections a predictive search answers. */
  trackingParameters?: string;
}

export interface CollectionText {
  title: string;
  descriptionHtml: string;
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface MetafieldRecord {
  __typename: 'Metafield';
  id: number;
  ownerType: string;
  ownerId: number;
  namespace: string;
  key: string;
  type: string;
  rawValue: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

interface ProductRow {
  id: number;
  handle: string;
  vendor: string;
  tags: string;
  best_selling_rank: number;
  published_at: string;
  created_at: string;
  updated_at: string;
  requires_selling_plan: number;
}

interface VariantRow {
  id: number;
  product_id: number;
  position: number;
  sku: string | null;
  price_cents: number;
  compare_at_cents: number | null;
  inventory_quantity: number;
  requires_shipping: number;
  weight: number | null;
  weight_unit: string;
  barcode: string | null;
  image_id: number | null;
}

function toProduct(row: ProductRow): ProductRecord {
  return {
    __typename: 'Product',
    id: row.id,
    handle: row.handle,
    vendor: row.vendor,
    tags: JSON.parse(row.tags) as string[],
    bestSellingRank: row.best_selling_rank,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    requiresSellingPlan: row.requires_selling_plan === 1,
  };
}

const VARIANT_SELECT = 'SELECT v.* FROM product_variants v';

function toVariant(db: Database, row: VariantRow): VariantRecord {
  return {
    __typename: 'ProductVariant',
    id: row.id,
    productId: row.product_id,
    position: row.position,
    sku: row.sku,
    priceCents: row.price_cents,
    compareAtCents: row.compare_at_cents,
    quantityAvailable: row.inventory_quantity,
    requiresShipping: row.requires_shipping === 1,
    weight: row.weight,
    weightUnit: row.weight_unit,
    barcode: row.barcode,
    imageId: row.image_id,
    optionValueIds: catalogueText(db).variantValues.get(row.id) ?? [],
  };
}

export function variantAvailable(variant: VariantRecord): boolean {
  return variant.quantityAvailable > 0;
}

// Products

// Every product, read once until the next write: a product page asks for one by handle on every request.
// The records are shared, so nothing may change them in place.
function productsOf(db: Database): {byId: Map<number, ProductRecord>; byHandle: Map<string, ProductRecord>; all: ProductRecord[]} {
  return untilWrite(db, 'products', () => {
    const all = (prepared(db, 'SELECT * FROM products ORDER BY id').all() as ProductRow[]).map(toProduct);
    return {
      byId: new Map(all.map((product) => [product.id, product])),
      byHandle: new Map(all.map((product) => [product.handle, product])),
      all,
    };
  });
}

export function productById(db: Database, id: number): ProductRecord | null {
  return productsOf(db).byId.get(id) ?? null;
}

export function productByHandle(db: Database, handle: string): ProductRecord | null {
  return productsOf(db).byHandle.get(handle) ?? null;
}

export function allProducts(db: Database): ProductRecord[] {
  return [...productsOf(db).all];
}

export function productText(db: Database, productId: number, locale: Locale): ProductText {
  const text = inLocale(catalogueText(db).products.get(productId), locale);
  if (!text) throw new Error(`Product ${productId} has no text`);
  return text;
}

export function productTitle(db: Database, productId: number, locale: Locale = 'en'): string | null {
  const product = productById(db, productId);
  return product ? productText(db, productId, locale).title : null;
}

/** Every translation of every product type, for filters that name a type in any shop language. */
// Variants

export function variantsOfProduct(db: Database, productId: number): VariantRecord[] {
  return (
    prepared(db, `${VARIANT_SELECT} WHERE v.product_id = ? ORDER BY v.position`).all(
      productId,
    ) as VariantRow[]
  ).map((row) => toVariant(db, row));
}

export function variantParent(db: Database, variantId: number): VariantRecord | null {
  const row = prepared(db, `${VARIANT_SELECT} WHERE v.id = ?`).get(variantId) as
    | VariantRow
    | undefined;
  return row ? toVariant(db, row) : null;
}

export function variantTitle(db: Database, variant: VariantRecord, locale: Locale): string {
  return variant.optionValueIds.map((id) => optionValueName(db, id, locale)).join(' / ');
}

/**
 * A variant's title as Shopify's checkout, order pages and mails show it next to the product's:
 * none for "Default Title", the one variant of a product without options.
 */
export function shownVariantTitle(title: string | null): string | null {
  return title && title !== 'Default Title' ? title : null;
}

export function getVariant(
  db: Database,
  variantId: number,
  locale: Locale = 'en',
): VariantSummary | null {
  const variant = variantParent(db, variantId);
  if (!variant) return null;
  return {
    id: variant.id,
    productId: variant.productId,
    title: variantTitle(db, variant, locale),
    priceCents: variant.priceCents,
    compareAtCents: variant.compareAtCents,
    availableForSale: variantAvailable(variant),
    quantityAvailable: variant.quantityAvailable,
    sku: variant.sku,
    requiresShipping: variant.requiresShipping,
  };
}

export function decrementInventory(db: Database, variantId: number, quantity: number): boolean {
  const result = prepared(
    db,
    `UPDATE product_variants SET inventory_quantity = inventory_quantity - ?, updated_at = ?
     WHERE id = ? AND inventory_quantity >= ?`,
  ).run(quantity, new Date().toISOString(), variantId, quantity);
  return result.changes === 1;
}

// Options

export function optionsOfProduct(db: Database, productId: number): OptionRecord[] {
  const rows = prepared(
    db,
    `SELECT o.id AS option_id, o.position AS option_position, v.id AS value_id, v.position AS value_position
     FROM product_options o JOIN product_option_values v ON v.option_id = o.id
     WHERE o.product_id = ? ORDER BY o.position, v.position`,
  ).all(productId) as {
    option_id: number;
    option_position: number;
    value_id: number;
    value_position: number;
  }[];
  const options: OptionRecord[] = [];
  for (const row of rows) {
    let option = options[options.length - 1];
    if (!option || option.id !== row.option_id) {
      option = {
        __typename: 'ProductOption',
        id: row.option_id,
        productId,
        position: row.option_position,
        values: [],
      };
      options.push(option);
    }
    option.values.push({
      __typename: 'ProductOptionValue',
      id: row.value_id,
      optionId: row.option_id,
      productId,
      position: row.value_position,
    });
  }
  return options;
}

export function optionName(db: Database, optionId: number, locale: Locale): string {
  return inLocale(catalogueText(db).options.get(optionId), locale) ?? '';
}

export function optionValueName(db: Database, valueId: number, locale: Locale): string {
  return inLocale(catalogueText(db).optionValues.get(valueId), locale) ?? '';
}

/** Every translation of an option value's name, so a selection in another shop language still matches. */
export function optionValueNames(db: Database, valueId: number): string[] {
  return [...(catalogueText(db).optionValues.get(valueId)?.values() ?? [])];
}

export function optionNames(db: Database, optionId: number): string[] {
  return [...(catalogueText(db).options.get(optionId)?.values() ?? [])];
}

// Images

export function imageById(db: Database, id: number): ImageRecord | null {
  const row = catalogueText(db).images.get(id);
  return row ? {__typename: 'Image', ...row} : null;
}

export function imagesOfProduct(db: Database, productId: number): ImageRecord[] {
  const rows = prepared(
    db,
    `SELECT i.id, i.file, i.width, i.height FROM images i
     JOIN product_images pi ON pi.image_id = i.id WHERE pi.product_id = ? ORDER BY pi.position`,
  ).all(productId) as Omit<ImageRecord, '__typename'>[];
  return rows.map((row) => ({__typename: 'Image', ...row}));
}

export function imageAlt(db: Database, imageId: number, locale: Locale): string | null {
  return inLocale(catalogueText(db).imageAlts.get(imageId), locale) ?? null;
}

// Collections

interface CollectionRow {
  id: number;
  handle: string;
  image_id: number | null;
  updated_at: string;
}

function toCollection(row: CollectionRow): CollectionRecord {
  return {
    __typename: 'Collection',
    id: row.id,
    handle: row.handle,
    imageId: row.image_id,
    updatedAt: row.updated_at,
  };
}

export function collectionById(db: Database, id: number): CollectionRecord | null {
  const row = prepared(db, 'SELECT * FROM collections WHERE id = ?').get(id) as
    | CollectionRow
    | undefined;
  return row ? toCollection(row) : null;
}

export function collectionByHandle(db: Database, handle: string): CollectionRecord | null {
  const row = prepared(db, 'SELECT * FROM collections WHERE handle = ?').get(handle) as
    | CollectionRow
    | undefined;
  return row ? toCollection(row) : null;
}

export function allCollections(db: Database): CollectionRecord[] {
  return (prepared(db, 'SELECT * FROM collections ORDER BY id').all() as CollectionRow[]).map(
    toCollection,
  );
}

export function collectionText(db: Database, collectionId: number, locale: Locale): CollectionText {
  const text = inLocale(catalogueText(db).collections.get(collectionId), locale);
  if (!text) throw new Error(`Collection ${collectionId} has no text`);
  return text;
}

/** Product ids in the collection's manual order. */
export function productIdsInCollection(db: Database, collectionId: number): number[] {
  return prepared(
    db,
    'SELECT product_id FROM collection_products WHERE collection_id = ? ORDER BY position',
  )
    .pluck()
    .all(collectionId) as number[];
}

// Metafields

interface MetafieldRow {
  id: number;
  owner_type: string;
  owner_id: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

function toMetafield(row: MetafieldRow): MetafieldRecord {
  return {
    __typename: 'Metafield',
    id: row.id,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    namespace: row.namespace,
    key: row.key,
    type: row.type,
    rawValue: row.value,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function metafieldOf(
  db: Database,
  ownerType: string,
  ownerId: number,
  namespace: string,
  key: string,
): MetafieldRecord | null {
  const row = prepared(
    db,
    'SELECT * FROM metafields WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?',
  ).get(ownerType, ownerId, namespace, key) as MetafieldRow | undefined;
  return row ? toMetafield(row) : null;
}

export function metafieldValue(db: Database, metafield: MetafieldRecord, locale: Locale): string {
  const translated = prepared(
    db,
    'SELECT value FROM metafield_translations WHERE metafield_id = ? AND locale = ?',
  )
    .pluck()
    .get(metafield.id, locale) as string | undefined;
  return translated ?? metafield.rawValue;
}
