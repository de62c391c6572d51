import {describe, expect, it} from 'vitest';
import {optimisticCount} from '~/lib/cart/optimistic-count';

const CART = {
  totalQuantity: 3,
  lines: {nodes: [{id: 'a', quantity: 1}, {id: 'b', quantity: 2}]},
};

describe('the header count while cart forms are in flight', () => {
  it('is the stored count when nothing is pending, 0 without a cart', () => {
    expect(optimisticCount(CART, [])).toBe(3);
    expect(optimisticCount(null, [])).toBe(0);
  });

  it('adds the items being added, one when no quantity is given', () => {
    expect(optimisticCount(CART, [{action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'v', quantity: 2}, {merchandiseId: 'w'}]}}])).toBe(6);
    expect(optimisticCount(null, [{action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'v'}]}}])).toBe(1);
  });

  it('counts changed lines at their new quantity, typed or stepped', () => {
    expect(optimisticCount(CART, [{action: 'LinesUpdate', inputs: {lines: [{id: 'b', quantity: 5}]}}])).toBe(6);
    expect(optimisticCount(CART, [{action: 'LinesUpdate', inputs: {lines: [{id: 'b', quantity: 2}], quantity: '0'}}])).toBe(1);
  });

  it('drops removed lines', () => {
    expect(optimisticCount(CART, [{action: 'LinesRemove', inputs: {lineIds: ['b']}}])).toBe(1);
  });

  it('ignores what it cannot read and other actions', () => {
    expect(
      optimisticCount(CART, [
        {action: 'LinesUpdate', inputs: {lines: [{id: 'unknown', quantity: 9}]}},
        {action: 'LinesRemove', inputs: {lineIds: 'b'}},
        {action: 'LinesAdd', inputs: {lines: 'x'}},
        {action: 'DiscountCodesUpdate', inputs: {discountCodes: ['FOLK10']}},
        {},
      ]),
    ).toBe(3);
  });
});
