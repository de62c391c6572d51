import * as z from 'zod/mini';
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';

/**
 * The filters of a product list as they sit in the URL, in the names Shopify's
 * own themes use, so a filtered list is a plain GET link that works without
 * JavaScript and can be shared.
 */
export const FILTER_PARAMS = {
  available: 'filter.v.availability',
  priceMin: 'filter.v.price.gte',
  priceMax: 'filter.v.price.lte',
  productType: 'filter.p.product_type',
} as const;

/** Hydrogen's `Pagination` keeps its place in these; a new filter or sort starts again at page one. */
const PAGINATION_PARAMS = ['cursor', 'direction'];

const MAX_VALUES = 20;
const MAX_PRICE = 1_000_000;

export interface ActiveFilters {
  /** In stock (true), out of stock (false), or both. */
  available: boolean[];
  price: {min: number | null; max: number | null};
  productTypes: string[];
}

// A price as a person types it: "12", "12.5", or with a decimal comma, "12,50".
const PriceParam = z.pipe(
  z.string().check(z.regex(/^\s*\d{1,7}(?:[.,]\d{1,2})?\s*$/)),
  z.transform((text) => Number(text.trim().replace(',', '.'))),
);

const ProductTypeParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

function price(params: URLSearchParams, name: string): number | null {
  const result = z.safeParse(PriceParam, params.get(name) ?? '');
  return result.success && result.data <= MAX_PRICE ? result.data : null;
}

/** The filters in a URL; values that cannot be a filter are dropped rather than refused. */
export function readFilters(params: URLSearchParams): ActiveFilters {
  const availability = new Set(params.getAll(FILTER_PARAMS.available));
  const available = [true, false].filter((value) => availability.has(value ? '1' : '0'));

  let min = price(params, FILTER_PARAMS.priceMin);
  let max = price(params, FILTER_PARAMS.priceMax);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];

  const productTypes = [
    ...new Set(
      params
        .getAll(FILTER_PARAMS.productType)
        .map((value) => z.safeParse(ProductTypeParam, value))
        .flatMap((result) => (result.success ? [result.data] : [])),
    ),
  ].slice(0, MAX_VALUES);

  return {available, price: {min, max}, productTypes};
}

export function hasFilters(active: ActiveFilters): boolean {
  return (
    active.available.length > 0 ||
    active.price.min !== null ||
    active.price.max !== null ||
    active.productTypes.length > 0
  );
}

/** The Storefront API's `ProductFilter` list: values of one kind are ORed, kinds are ANDed. */
export function toProductFilters(active: ActiveFilters): ProductFilter[] {
  const filters: ProductFilter[] = active.available.map((available) => ({available}));
  const {min, max} = active.price;
  if (min !== null || max !== null) {
    filters.push({price: {...(min !== null ? {min} : {}), ...(max !== null ? {max} : {})}});
  }
  for (const productType of active.productTypes) filters.push({productType});
  return filters;
}

/** The query string without filters and page position: what "Clear filters" links to. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  for (const name of [...Object.values(FILTER_PARAMS), ...PAGINATION_PARAMS]) kept.delete(name);
  return kept;
}

const FilterValueInput = z.union([
  z.object({available: z.boolean()}),
  z.object({productType: z.string()}),
  z.object({price: z.object({min: z.optional(z.number()), max: z.optional(z.number())})}),
]);

function parseInput(input: unknown) {
  if (typeof input !== 'string') return null;
  try {
    const result = z.safeParse(FilterValueInput, JSON.parse(input));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The URL parameter a value of the API's `filters` stands for, read from its
 * `input` (the `ProductFilter` as JSON); null for a kind the site does not offer.
 */
export function filterValueParam(input: unknown): {name: string; value: string} | null {
  const parsed = parseInput(input);
  if (!parsed) return null;
  if ('available' in parsed) return {name: FILTER_PARAMS.available, value: parsed.available ? '1' : '0'};
  if ('productType' in parsed) return {name: FILTER_PARAMS.productType, value: parsed.productType};
  return null;
}

/** The highest price a list's price filter offers, from its `input`. */
export function priceCeiling(input: unknown): number | null {
  const parsed = parseInput(input);
  return parsed && 'price' in parsed ? (parsed.price.max ?? null) : null;
}
