import * as z from 'zod/mini';
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';
import {FILTER_PARAMS, PAGINATION_PARAMS} from './list-params';

const MAX_VALUES = 20;
const MAX_PRICE = 1_000_000;

export interface ActiveFilters {
  available: boolean[];
  price: {min: number | null; max: number | null};
  productTypes: string[];
}

const PriceParam = z.pipe(
  z.string().check(z.regex(/^\s*\d{1,7}(?:[.,]\d{1,2})?\s*$/)),
  z.transform((text) => Number(text.trim().replace(',', '.'))),
);

const ProductTypeParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

function price(params: URLSearchParams, name: string): number | null {
  const result = z.safeParse(PriceParam, params.get(name) ?? '');
  return result.success && result.data <= MAX_PRICE ? result.data : null;
}

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

export function toProductFilters(active: ActiveFilters): ProductFilter[] {
  const filters: ProductFilter[] = active.available.map((available) => ({available}));
  const {min, max} = active.price;
  if (min !== null || max !== null) {
    filters.push({price: {...(min !== null ? {min} : {}), ...(max !== null ? {max} : {})}});
  }
  for (const productType of active.productTypes) filters.push({productType});
  return filters;
}

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

export function filterValueParam(input: unknown): {name: string; value: string} | null {
  const parsed = parseInput(input);
  if (!parsed) return null;
  if ('available' in parsed) return {name: FILTER_PARAMS.available, value: parsed.available ? '1' : '0'};
  if ('productType' in parsed) return {name: FILTER_PARAMS.productType, value: parsed.productType};
  return null;
}

export function priceCeiling(input: unknown): number | null {
  const parsed = parseInput(input);
  return parsed && 'price' in parsed ? (parsed.price.max ?? null) : null;
}
