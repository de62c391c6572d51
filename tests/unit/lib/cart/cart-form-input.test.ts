import {describe, expect, it} from 'vitest';
import {parseCartForm} from '~/lib/cart/cart-form-input.server';

describe('cart form input', () => {
  it('keeps only what Shopify needs of the lines to add', () => {
    const parsed = parseCartForm({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2, selectedVariant: {id: 'x'}}]},
    });
    expect(parsed?.operation).toEqual({
      action: 'LinesAdd',
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}],
    });
  });

  it('adds one when no quantity is given', () => {
    const parsed = parseCartForm({action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1'}]}});
    expect(parsed?.operation).toMatchObject({lines: [{quantity: 1}]});
  });

  it('takes a typed quantity over the one the form was drawn with', () => {
    const parsed = parseCartForm({action: 'LinesUpdate', inputs: {lines: [{id: 'line-1', quantity: 1}], quantity: '5'}});
    expect(parsed?.operation).toEqual({action: 'LinesUpdate', lines: [{id: 'line-1', quantity: 5}]});
  });

  it('refuses negative, fractional or absurd quantities and unknown actions', () => {
    expect(parseCartForm({action: 'LinesUpdate', inputs: {lines: [{id: 'l', quantity: 1}], quantity: '-1'}})).toBeNull();
    expect(parseCartForm({action: 'LinesUpdate', inputs: {lines: [{id: 'l', quantity: 1.5}]}})).toBeNull();
    expect(parseCartForm({action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'v', quantity: 100000}]}})).toBeNull();
    expect(parseCartForm({action: 'LinesAdd', inputs: {lines: []}})).toBeNull();
    expect(parseCartForm({action: 'NoteUpdate', inputs: {note: 'hi'}})).toBeNull();
    expect(parseCartForm({})).toBeNull();
  });

  it('puts the entered code first and keeps the others once', () => {
    const parsed = parseCartForm({
      action: 'DiscountCodesUpdate',
      inputs: {discountCodes: ['FOLK10', 'welcome5'], discountCode: ' WELCOME5 '},
    });
    expect(parsed).toEqual({
      operation: {action: 'DiscountCodesUpdate', discountCodes: ['WELCOME5', 'FOLK10']},
      enteredCode: 'WELCOME5',
    });
  });

  it('removes a code when the form sends the others only', () => {
    const parsed = parseCartForm({action: 'DiscountCodesUpdate', inputs: {discountCodes: []}});
    expect(parsed).toEqual({operation: {action: 'DiscountCodesUpdate', discountCodes: []}});
  });

  it('always sends the shop country with a buyer identity', () => {
    const parsed = parseCartForm({action: 'BuyerIdentityUpdate', inputs: {buyerIdentity: {countryCode: 'US'}}});
    expect(parsed?.operation).toEqual({action: 'BuyerIdentityUpdate', buyerIdentity: {countryCode: 'BE'}});
  });
});
