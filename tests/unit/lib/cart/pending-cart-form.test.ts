import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {optimisticCount} from '~/lib/cart/optimistic-count';
import {CART_FORM_INPUT, readPendingCartForm} from '~/lib/cart/pending-cart-form';

/** A form as a CartForm posts it: its JSON field, then the fields drawn inside it. */
function cartForm(action: string, inputs: Record<string, unknown>, plain: Array<[string, string]> = []) {
  const form = new FormData();
  form.append(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  for (const [name, value] of plain) form.append(name, value);
  return form;
}

const VARIANT = {id: 'gid://shopify/ProductVariant/7', availableForSale: true, title: 'PDF / Nederlands'};

const FORMS = {
  'lines added, with the variant for the optimistic cart': cartForm(
    'LinesAdd',
    {lines: [{merchandiseId: VARIANT.id, quantity: 1, selectedVariant: VARIANT}]},
    [['scripted', '1']],
  ),
  'a quantity stepped': cartForm('LinesUpdate', {lines: [{id: 'gid://shopify/CartLine/1', quantity: 3}]}),
  'a quantity typed over the drawn one': cartForm('LinesUpdate', {lines: [{id: 'gid://shopify/CartLine/1', quantity: 2}]}, [
    ['quantity', '5'],
    ['scripted', '1'],
  ]),
  'a line removed': cartForm('LinesRemove', {lineIds: ['gid://shopify/CartLine/1']}),
  'a discount code typed': cartForm('DiscountCodesUpdate', {discountCodes: ['FOLK10']}, [['discountCode', 'SPRING']]),
  'checkboxes and a repeated field': cartForm('NoteUpdate', {note: 'Gift'}, [
    ['wrap', 'on'],
    ['card', 'off'],
    ['tag', 'a'],
    ['tag', 'b'],
  ]),
  'a plain field named like an input': cartForm('LinesUpdate', {lines: [{id: 'l', quantity: 1}], quantity: 1}, [
    ['quantity', '4'],
  ]),
};

describe('reading a pending cart form', () => {
  it('uses the field CartForm posts', () => {
    expect(CART_FORM_INPUT).toBe(CartForm.INPUT_NAME);
  });

  for (const [name, form] of Object.entries(FORMS)) {
    it(`reads ${name} as CartForm.getFormInput does`, () => {
      expect(readPendingCartForm(form)).toEqual(CartForm.getFormInput(form));
    });
  }

  it('reads another form (the newsletter, a search) as Hydrogen does: no cart action', () => {
    const form = new FormData();
    form.append('email', 'anna@example.org');
    form.append('consent', 'on');
    expect(readPendingCartForm(form)).toEqual(CartForm.getFormInput(form));
    expect(readPendingCartForm(form).action).toBeUndefined();
  });

  it('takes a field that is not JSON as no cart change instead of throwing', () => {
    const form = new FormData();
    form.append(CART_FORM_INPUT, '{not json');
    expect(() => CartForm.getFormInput(form)).toThrow();
    expect(readPendingCartForm(form)).toEqual({action: undefined, inputs: {}});
    const twice = cartForm('LinesRemove', {lineIds: ['a']});
    twice.append(CART_FORM_INPUT, JSON.stringify({action: 'LinesRemove', inputs: {lineIds: ['b']}}));
    expect(readPendingCartForm(twice).action).toBeUndefined();
  });

  it('gives the header count what it needs', () => {
    const cart = {totalQuantity: 2, lines: {nodes: [{id: 'gid://shopify/CartLine/1', quantity: 2}]}};
    const pending = [FORMS['lines added, with the variant for the optimistic cart'], FORMS['a quantity typed over the drawn one']];
    expect(optimisticCount(cart, pending.map(readPendingCartForm))).toBe(6);
  });
});
