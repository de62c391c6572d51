// What an order's discount codes took off the order as a whole: the lines' discounted totals less the
// order's subtotal, and the codes that apply to the whole order. A product discount (a code entitled
// to some lines) shows on its lines instead.
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';

type Amount = Pick<MoneyV2, 'amount' | 'currencyCode'>;

interface DiscountedOrder {
  currentSubtotalPrice?: Amount | null;
  discountApplications: {nodes: {targetSelection: string; code?: string}[]};
  lineItems: {nodes: {discountedTotalPrice: Amount}[]};
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

export function orderDiscount(order: DiscountedOrder): {codes: string[]; amount: Amount | null} {
  const codes = order.discountApplications.nodes.flatMap(({code, targetSelection}) => (code && targetSelection === 'ALL' ? [code] : []));
  const subtotal = order.currentSubtotalPrice;
  if (!subtotal) return {codes, amount: null};
  const lines = order.lineItems.nodes.reduce((sum, line) => sum + cents(line.discountedTotalPrice.amount), 0);
  const off = lines - cents(subtotal.amount);
  return {codes, amount: off > 0 ? {amount: (off / 100).toFixed(2), currencyCode: subtotal.currencyCode} : null};
}
