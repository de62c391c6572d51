import {newCartReference} from '../../../commerce/cart-id.js';
import {applyBuyerIdentity, setAttributes, setDiscountCodes, type BuyerIdentityInput} from '../../../commerce/cart-fields.js';
import {addLines, type LineInput} from '../../../commerce/cart-lines.js';
import type {Attribute, CartRecord} from '../../../commerce/cart-store.js';
import {currencyForCountry} from '../../../commerce/cart-currency.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {contextCountryCode, contextLanguageCode} from '../../../catalogue/market.js';
import {commitCartEdit} from '../run-cart-mutation.js';

interface CartInput {
  lines?: LineInput[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  discountCodes?: string[] | null;
  note?: string | null;
  attributes?: Attribute[] | null;
}

export function cartCreate(_parent: unknown, args: {input?: CartInput | null}, ctx: EmulatorContext) {
  const input = args.input ?? {};
  const now = ctx.now();
  const country = input.buyerIdentity?.countryCode ?? contextCountryCode(ctx);
  const fresh: CartRecord = {
    ...newCartReference(),
    countryCode: country,
    language: contextLanguageCode(ctx),
    currencyCode: currencyForCountry(ctx.db, country),
    customerId: null,
    email: null,
    phone: null,
    note: null,
    attributes: [],
    discountCodes: [],
    giftCardCodes: [],
    selectedDeliveryOption: null,
    deliveryAddresses: [],
    completedAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    lines: [],
  };
  return ctx.db
    .transaction(() =>
      commitCartEdit(ctx, fresh, (cart, issues) => {
        if (input.buyerIdentity) {
          applyBuyerIdentity(ctx.db, cart, input.buyerIdentity, issues, now, ['input', 'buyerIdentity']);
        }
        if (input.attributes) setAttributes(cart, input.attributes, issues, ['input', 'attributes']);
        if (input.note !== undefined) cart.note = input.note;
        if (input.discountCodes) setDiscountCodes(cart, input.discountCodes);
        if (input.lines) addLines(ctx.db, cart, input.lines, issues, ['input', 'lines']);
      }),
    )
    .immediate();
}
