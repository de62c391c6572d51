import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {cartFormInput} from '~/lib/cart/cart-form-input';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const FORMS: [string, string][][] = [
  [['cartFormInput', JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'gid://v/1', quantity: 2}]}})]],
  [
    ['cartFormInput', JSON.stringify({action: 'LinesUpdate', inputs: {lines: [{id: 'gid://l/1', quantity: 0}]}})],
    ['note', 'x'],
  ],
  [['cartFormInput', JSON.stringify({action: 'LinesRemove', inputs: {lineIds: ['a']}})], ['gift', 'on'], ['wrap', 'off']],
  [['cartFormInput', JSON.stringify({action: 'DiscountCodesUpdate'})], ['code', 'A'], ['code', 'B']],
  [['other', '1']],
];

describe('cartFormInput', () => {
  it('reads a cart form as Hydrogen does', () => {
    for (const entries of FORMS) expect(cartFormInput(form(entries))).toEqual(CartForm.getFormInput(form(entries)));
  });

  it('takes unreadable JSON for no change instead of throwing', () => {
    expect(() => CartForm.getFormInput(form([['cartFormInput', '{nope']]))).toThrow();
    expect(cartFormInput(form([['cartFormInput', '{nope']]))).toEqual({});
  });
});
