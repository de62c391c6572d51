import {describe, expect, it} from 'vitest';
import {discountTotal} from '~/lib/cart/discount-total';

const eur = (amount: string) => ({discountedAmount: {amount, currencyCode: 'EUR'}});

describe('the discount row of the cart summary', () => {
  it('adds order and line allocations, in cents, as a negative amount', () => {
    expect(
      discountTotal({
        discountAllocations: [eur('2.7')],
        lines: {nodes: [{discountAllocations: [eur('0.1'), eur('0.2')]}, {discountAllocations: []}]},
      }),
    ).toEqual({amount: '-3.00', currencyCode: 'EUR'});
  });

  it('is absent when nothing is taken off', () => {
    expect(discountTotal({discountAllocations: [], lines: {nodes: [{}]}})).toBeNull();
    expect(discountTotal({discountAllocations: [eur('0.0')]})).toBeNull();
  });
});
