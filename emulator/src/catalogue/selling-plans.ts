// Selling plans: the ways a product can be bought other than outright (a pre-order with a deposit, a
// subscription). A group belongs to a product and offers its plans for every variant of it; a variant's
// allocation for a plan is what the shopper pays at checkout, later, and per delivery.
import type {Database} from '../db/database.js';
import {untilWrite} from '../db/data-version.js';
import {prepared} from '../db/prepared.js';
import type {Locale} from './catalogue-scope.js';
import type {VariantRecord} from './catalogue-store.js';

export type Translations = Record<Locale, string>;

export type SellingPlanIntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export type PriceAdjustmentDefinition = {orderCount?: number} & (
  | {percentage: number}
  | {fixedAmountCents: number}
  | {fixedPriceCents: number}
);

export interface SellingPlanDefinition {
  name: Translations;
  description?: Translations;
  /** One value per option of the group, in its order. */
  options: Translations[];
  recurringDeliveries: boolean;
  billingPolicy?: {interval: SellingPlanIntervalUnit; intervalCount: number};
  deliveryPolicy?: {interval: SellingPlanIntervalUnit; intervalCount: number};
  /** What is charged at checkout: a share of the price, or an amount; the rest is charged later. */
  checkoutCharge: {percentage: number} | {amountCents: number};
  priceAdjustments: PriceAdjustmentDefinition[];
}

export interface SellingPlanRecord {
  __typename: 'SellingPlan';
  id: number;
  groupId: number;
  /** The group's option names, which the plan's option values answer. */
  optionNames: Translations[];
  definition: SellingPlanDefinition;
}

export interface SellingPlanGroupRecord {
  __typename: 'SellingPlanGroup';
  id: number;
  productId: number;
  appName: string | null;
  name: Translations;
  options: {name: Translations; values: Translations[]}[];
  plans: SellingPlanRecord[];
}

export interface SellingPlanAllocationRecord {
  plan: SellingPlanRecord;
  variant: VariantRecord;
}

interface GroupRow {
  id: number;
  product_id: number;
  app_name: string | null;
  name: string;
  options: string;
}

interface PlanRow {
  id: number;
  group_id: number;
  definition: string;
}

function groupsByProduct(db: Database): Map<number, SellingPlanGroupRecord[]> {
  return untilWrite(db, 'selling-plan-groups', () => {
    const plans = prepared(db, 'SELECT * FROM selling_plans ORDER BY group_id, position').all() as PlanRow[];
    const groups = prepared(db, 'SELECT * FROM selling_plan_groups ORDER BY product_id, position').all() as GroupRow[];
    const byProduct = new Map<number, SellingPlanGroupRecord[]>();
    for (const row of groups) {
      const options = JSON.parse(row.options) as SellingPlanGroupRecord['options'];
      const group: SellingPlanGroupRecord = {
        __typename: 'SellingPlanGroup',
        id: row.id,
        productId: row.product_id,
        appName: row.app_name,
        name: JSON.parse(row.name) as Translations,
        options,
        plans: plans
          .filter((plan) => plan.group_id === row.id)
          .map((plan) => ({
            __typename: 'SellingPlan',
            id: plan.id,
            groupId: plan.group_id,
            optionNames: options.map((option) => option.name),
            definition: JSON.parse(plan.definition) as SellingPlanDefinition,
          })),
      };
      byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), group]);
    }
    return byProduct;
  });
}

export function sellingPlanGroupsOf(db: Database, productId: number): SellingPlanGroupRecord[] {
  return groupsByProduct(db).get(productId) ?? [];
}

export function sellingPlanAllocationsOf(db: Database, variant: VariantRecord): SellingPlanAllocationRecord[] {
  return sellingPlanGroupsOf(db, variant.productId).flatMap((group) =>
    group.plans.map((plan) => ({plan, variant})),
  );
}

export interface AllocationAmounts {
  /** One per price adjustment of the plan (one at the variant's price when it has none). */
  prices: {priceCents: number; compareAtPriceCents: number; perDeliveryPriceCents: number}[];
  checkoutChargeCents: number;
  remainingBalanceCents: number;
}

function adjusted(priceCents: number, adjustment: PriceAdjustmentDefinition): number {
  if ('percentage' in adjustment) return Math.round(priceCents * (1 - adjustment.percentage / 100));
  if ('fixedAmountCents' in adjustment) return Math.max(priceCents - adjustment.fixedAmountCents, 0);
  return adjustment.fixedPriceCents;
}

export function allocationAmounts(plan: SellingPlanDefinition, variantPriceCents: number): AllocationAmounts {
  const adjustments = plan.priceAdjustments.length ? plan.priceAdjustments : [null];
  const prices = adjustments.map((adjustment) => {
    const priceCents = adjustment ? adjusted(variantPriceCents, adjustment) : variantPriceCents;
    return {priceCents, compareAtPriceCents: variantPriceCents, perDeliveryPriceCents: priceCents};
  });
  const firstPrice = prices[0].priceCents;
  const charge = plan.checkoutCharge;
  const checkoutChargeCents =
    'percentage' in charge ? Math.round((firstPrice * charge.percentage) / 100) : Math.min(charge.amountCents, firstPrice);
  return {prices, checkoutChargeCents, remainingBalanceCents: firstPrice - checkoutChargeCents};
}
