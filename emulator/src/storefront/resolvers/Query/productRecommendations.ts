import {allProducts, metafieldOf, productByHandle, productById, productText, type ProductRecord} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';

const MAX_RECOMMENDATIONS = 10;

interface RecommendationArgs {
  productId?: string | null;
  productHandle?: string | null;
  intent: string;
}

function overlap(ctx: EmulatorContext, a: ProductRecord, b: ProductRecord): number {
  const sharedTags = a.tags.filter((tag) => b.tags.includes(tag)).length;
  const sameType = productText(ctx.db, a.id, 'en').productType === productText(ctx.db, b.id, 'en').productType;
  return sharedTags + (sameType ? 2 : 0);
}

/**
 * RELATED: products of the same type or with shared tags, best sellers first.
 * COMPLEMENTARY: the product's custom.matching_colors references (what the shop pairs it with).
 */
export function productRecommendations(_root: unknown, args: RecommendationArgs, ctx: EmulatorContext) {
  const id = args.productId ? fromGidNumber(args.productId, 'Product') : null;
  const product = id !== null ? productById(ctx.db, id) : args.productHandle ? productByHandle(ctx.db, args.productHandle) : null;
  if (!product) return null;
  if (args.intent === 'COMPLEMENTARY') {
    const references = metafieldOf(ctx.db, 'Product', product.id, 'custom', 'matching_colors');
    const gids = references ? (JSON.parse(references.rawValue) as string[]) : [];
    return gids
      .map((gid) => fromGidNumber(gid, 'Product'))
      .map((productId) => (productId === null ? null : productById(ctx.db, productId)))
      .filter((candidate): candidate is ProductRecord => candidate !== null)
      .slice(0, MAX_RECOMMENDATIONS);
  }
  return allProducts(ctx.db)
    .filter((candidate) => candidate.id !== product.id)
    .map((candidate) => ({candidate, score: overlap(ctx, product, candidate)}))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || a.candidate.bestSellingRank - b.candidate.bestSellingRank)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({candidate}) => candidate);
}
