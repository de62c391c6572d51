// A product with its options and variants, shared by every field that needs them (options, variants,
// selection, encodings, price ranges): read from SQLite once until the next write, looked up once per request.
// Shared between requests, so nothing may change a model in place.
import type {Database} from '../db/database.js';
import {untilWrite} from '../db/data-version.js';
import {
  optionsOfProduct,
  productById,
  variantAvailable,
  variantsOfProduct,
  type OptionRecord,
  type ProductRecord,
  type VariantRecord,
} from './catalogue-store.js';
import type {CatalogueScope} from './catalogue-scope.js';
import {entryFor} from './map-entry.js';
import {memo} from './request-memo.js';

export interface ProductModel {
  product: ProductRecord;
  options: OptionRecord[];
  variants: VariantRecord[];
  /** Option value id → [option index, value index]. */
  positions: Map<number, [number, number]>;
}

export function productModel(ctx: CatalogueScope, productId: number): ProductModel | null {
  return memo(ctx, 'product-model', productId, () =>
    untilWrite(ctx.db, `product-model:${productId}`, () => loadProductModel(ctx.db, productId)),
  );
}

function loadProductModel(db: Database, productId: number): ProductModel | null {
  const product = productById(db, productId);
  if (!product) return null;
  const options = optionsOfProduct(db, productId);
  const positions = new Map<number, [number, number]>();
  options.forEach((option, optionIndex) =>
    option.values.forEach((value, valueIndex) => positions.set(value.id, [optionIndex, valueIndex])),
  );
  return {product, options, variants: variantsOfProduct(db, productId), positions};
}

const derivedValues = new WeakMap<ProductModel, Map<string, unknown>>();

/** A value worked out from the model alone, kept with the model: until the next write. */
export function derivedFrom<T>(model: ProductModel, key: string, derive: (model: ProductModel) => T): T {
  const values = entryFor(derivedValues, model, () => new Map<string, unknown>());
  if (!values.has(key)) values.set(key, derive(model));
  return values.get(key) as T;
}

function tupleOf(model: ProductModel, variant: VariantRecord): readonly number[] {
  const tuple = new Array<number>(model.options.length).fill(-1);
  for (const valueId of variant.optionValueIds) {
    const position = model.positions.get(valueId);
    if (position) tuple[position[0]] = position[1];
  }
  return Object.freeze(tuple);
}

/** The variant's value index for each option, in option order; kept with the model, so read-only. */
export function variantTuple(model: ProductModel, variant: VariantRecord): readonly number[] {
  const tuples = derivedFrom(model, 'variant-tuples', (loaded) =>
    new Map(loaded.variants.map((candidate) => [candidate, tupleOf(loaded, candidate)])),
  );
  return tuples.get(variant) ?? tupleOf(model, variant);
}

export function availableVariants(model: ProductModel): VariantRecord[] {
  return model.variants.filter(variantAvailable);
}
