import {allocationAmounts, type SellingPlanAllocationRecord} from '../../../catalogue/selling-plans.js';
import {presentmentCurrency} from '../../../catalogue/market.js';
import {money} from '../../graphql-shapes.js';
import type {SellingPlanAllocationResolvers} from '../generated-resolver-types.js';

export const SellingPlanAllocation: SellingPlanAllocationResolvers = {
  sellingPlan: (allocation: SellingPlanAllocationRecord) => allocation.plan,
  checkoutChargeAmount: (allocation: SellingPlanAllocationRecord, _args, ctx) =>
    money(allocationAmounts(allocation.plan.definition, allocation.variant.priceCents).checkoutChargeCents, presentmentCurrency(ctx)),
  remainingBalanceChargeAmount: (allocation: SellingPlanAllocationRecord, _args, ctx) =>
    money(allocationAmounts(allocation.plan.definition, allocation.variant.priceCents).remainingBalanceCents, presentmentCurrency(ctx)),
  priceAdjustments: (allocation: SellingPlanAllocationRecord, _args, ctx) => {
    const currency = presentmentCurrency(ctx);
    return allocationAmounts(allocation.plan.definition, allocation.variant.priceCents).prices.map((price) => ({
      price: money(price.priceCents, currency),
      compareAtPrice: money(price.compareAtPriceCents, currency),
      perDeliveryPrice: money(price.perDeliveryPriceCents, currency),
      unitPrice: null,
    }));
  },
};
