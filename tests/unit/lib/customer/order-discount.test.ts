import {describe, expect, it} from 'vitest';
import {orderDiscount} from '~/lib/customer/order-discount';

const eur = (amount: string) => ({amount, currencyCode: 'EUR' as const});

describe('an order’s discount', () => {
  it('is what the order codes took off after the lines’ own discounts, with those codes only', () => {
    const discount = orderDiscount({
      currentSubtotalPrice: eur('37.5'),
      discountApplications: {nodes: [{targetSelection: 'ENTITLED', code: 'SESSION15'}, {targetSelection: 'ALL', code: 'WELCOME5'}]},
      lineItems: {nodes: [{discountedTotalPrice: eur('34.0')}, {discountedTotalPrice: eur('8.5')}]},
    });
    expect(discount).toEqual({codes: ['WELCOME5'], amount: eur('5.00')});
  });

  it('is nothing for an order without an order code', () => {
    expect(
      orderDiscount({
        currentSubtotalPrice: eur('42.5'),
        discountApplications: {nodes: [{targetSelection: 'ENTITLED', code: 'SESSION15'}]},
        lineItems: {nodes: [{discountedTotalPrice: eur('34.0')}, {discountedTotalPrice: eur('8.5')}]},
      }),
    ).toEqual({codes: [], amount: null});
  });
});
