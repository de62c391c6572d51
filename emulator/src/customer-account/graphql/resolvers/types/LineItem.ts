import {localeOf} from '../../../../catalogue/catalogue-scope.js';
import {
  imageById,
  imagesOfProduct,
  productById,
  productText,
  shownVariantTitle,
  variantParent,
} from '../../../../catalogue/catalogue-store.js';
import type {Database} from '../../../../db/database.js';
import {toGid} from '../../../../ids/gid.js';
import {discountAllocation, money, type LineItemParent} from '../../shapes.js';
import type {LineItemResolvers} from '../generated-resolver-types.js';

function discountCents({line}: LineItemParent): number {
  return line.originalTotalCents - line.discountedTotalCents;
}

/** The variant as the catalogue has it today: a line whose variant was since deleted keeps its own text. */
function variantOf(db: Database, item: LineItemParent) {
  return item.line.variantId === null ? null : variantParent(db, item.line.variantId);
}

export const LineItem: LineItemResolvers = {
  id: ({line}) => toGid('LineItem', line.id),
  title: ({line}) => line.title,
  presentmentTitle: ({line}) => line.title,
  variantTitle: ({line}) => shownVariantTitle(line.variantTitle),
  name: ({line}) => [line.title, shownVariantTitle(line.variantTitle)].filter(Boolean).join(' - '),
  quantity: ({line}) => line.quantity,
  soldQuantity: ({line}) => line.quantity,
  refundableQuantity: ({line}) => line.quantity,
  sku: (item, _args, ctx) => variantOf(ctx.db, item)?.sku ?? null,
  variantId: ({line}) => (line.variantId === null ? null : toGid('ProductVariant', line.variantId)),
  productId: (item, _args, ctx) => {
    const variant = variantOf(ctx.db, item);
    return variant ? toGid('Product', variant.productId) : null;
  },
  productType: (item, _args, ctx) => {
    const variant = variantOf(ctx.db, item);
    return variant ? productText(ctx.db, variant.productId, localeOf(ctx)).productType || null : null;
  },
  vendor: (item, _args, ctx) => {
    const variant = variantOf(ctx.db, item);
    return variant ? (productById(ctx.db, variant.productId)?.vendor ?? null) : null;
  },
  image: (item, _args, ctx) => {
    const variant = variantOf(ctx.db, item);
    if (!variant) return null;
    return (variant.imageId === null ? null : imageById(ctx.db, variant.imageId)) ?? imagesOfProduct(ctx.db, variant.productId)[0] ?? null;
  },
  requiresShipping: (item, _args, ctx) => variantOf(ctx.db, item)?.requiresShipping ?? true,
  giftCard: () => false,
  legacyFee: () => false,
  customAttributes: () => [],
  price: ({order, line}) => money(line.priceCents, order.currencyCode),
  totalPrice: ({order, line}) => money(line.originalTotalCents, order.currencyCode),
  totalPriceBeforeDiscounts: ({order, line}) => money(line.originalTotalCents, order.currencyCode),
  totalPriceWithDiscounts: ({order, line}) => money(line.discountedTotalCents, order.currencyCode),
  currentTotalPrice: ({order, line}) => money(line.discountedTotalCents, order.currencyCode),
  soldTotalPrice: ({order, line}) => money(line.originalTotalCents, order.currencyCode),
  soldDiscountedTotalPrice: ({order, line}) => money(line.discountedTotalCents, order.currencyCode),
  totalDiscount: (item) => money(discountCents(item), item.order.currencyCode),
  discountAllocations: ({order, allocations}) =>
    allocations.map((allocation) => discountAllocation(allocation, order.currencyCode)),
  discountInformation: ({order, allocations}) =>
    allocations.map((allocation) => ({title: allocation.code, discountValue: money(allocation.cents, order.currencyCode)})),
  soldDiscountInformation: ({order, allocations}) =>
    allocations.map((allocation) => ({title: allocation.code, discountValue: money(allocation.cents, order.currencyCode)})),
  supportedReturnReasons: () => [],
  suggestedReturnReasonDefinitions: () => null,
  sellingPlan: () => null,
  unitPrice: () => null,
  group: () => null,
  groupTitle: () => null,
};
