import {localeOf} from '../../../catalogue/catalogue-scope.js';
import type {PriceAdjustmentDefinition, SellingPlanRecord} from '../../../catalogue/selling-plans.js';
import {presentmentCurrency} from '../../../catalogue/market.js';
import {toGid} from '../../../ids/gid.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {money} from '../../graphql-shapes.js';
import type {SellingPlanResolvers} from '../generated-resolver-types.js';
import {metafieldResolvers} from './HasMetafields.js';

function adjustmentValue(adjustment: PriceAdjustmentDefinition, ctx: EmulatorContext) {
  if ('percentage' in adjustment) {
    return {__typename: 'SellingPlanPercentagePriceAdjustment' as const, adjustmentPercentage: adjustment.percentage};
  }
  if ('fixedAmountCents' in adjustment) {
    return {
      __typename: 'SellingPlanFixedAmountPriceAdjustment' as const,
      adjustmentAmount: money(adjustment.fixedAmountCents, presentmentCurrency(ctx)),
    };
  }
  return {__typename: 'SellingPlanFixedPriceAdjustment' as const, price: money(adjustment.fixedPriceCents, presentmentCurrency(ctx))};
}

// The two policies are unions whose only member is the recurring one: a pre-order has neither.
export const SellingPlan: SellingPlanResolvers = {
  id: (plan: SellingPlanRecord) => toGid('SellingPlan', plan.id),
  name: (plan: SellingPlanRecord, _args, ctx) => plan.definition.name[localeOf(ctx)],
  description: (plan: SellingPlanRecord, _args, ctx) => plan.definition.description?.[localeOf(ctx)] ?? null,
  recurringDeliveries: (plan: SellingPlanRecord) => plan.definition.recurringDeliveries,
  options: (plan: SellingPlanRecord, _args, ctx) => {
    const locale = localeOf(ctx);
    return plan.definition.options.map((value, index) => ({name: plan.optionNames[index]?.[locale] ?? null, value: value[locale]}));
  },
  billingPolicy: (plan: SellingPlanRecord) =>
    plan.definition.billingPolicy ? {__typename: 'SellingPlanRecurringBillingPolicy', ...plan.definition.billingPolicy} : null,
  deliveryPolicy: (plan: SellingPlanRecord) =>
    plan.definition.deliveryPolicy ? {__typename: 'SellingPlanRecurringDeliveryPolicy', ...plan.definition.deliveryPolicy} : null,
  checkoutCharge: (plan: SellingPlanRecord, _args, ctx) => {
    const charge = plan.definition.checkoutCharge;
    return 'percentage' in charge
      ? {type: 'PERCENTAGE', value: {__typename: 'SellingPlanCheckoutChargePercentageValue', percentage: charge.percentage}}
      : {type: 'PRICE', value: {__typename: 'MoneyV2', ...money(charge.amountCents, presentmentCurrency(ctx))}};
  },
  priceAdjustments: (plan: SellingPlanRecord, _args, ctx) =>
    plan.definition.priceAdjustments.map((adjustment) => ({
      orderCount: adjustment.orderCount ?? null,
      adjustmentValue: adjustmentValue(adjustment, ctx),
    })),
  ...metafieldResolvers('SellingPlan', (plan: SellingPlanRecord) => plan.id),
};
