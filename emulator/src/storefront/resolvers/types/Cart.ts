import {FLAT_SHIPPING_CENTS} from '../../../commerce/checkout-totals.js';
import {payWithGiftCards, usableGiftCards} from '../../../commerce/gift-cards.js';
import {paginate} from '../../connection.js';
import type {EmulatorContext} from '../../context.js';
import {toGid} from '../../gid.js';
import {money} from '../../money.js';
import type {CartLineShape, CartShape} from '../commerce-mappers.js';
import {inRequestedOrder, type ReversiblePageArgs} from '../list-order.js';

export const Cart = {
  lines: (cart: CartShape, args: ReversiblePageArgs) =>
    paginate<CartLineShape>(inRequestedOrder(cart.lineShapes, args), args, (line) => line.id),
  attribute: (cart: CartShape, args: {key: string}) =>
    cart.attributes.find((attribute) => attribute.key === args.key) ?? null,
  // Carts hold no delivery addresses or metafields in the emulator.
  delivery: () => ({addresses: []}),
  deliveryGroups: (cart: CartShape, args: ReversiblePageArgs) =>
    paginate(cart.lineShapes.length > 0 ? [deliveryGroup(cart)] : [], args, (group) => group.id),
  appliedGiftCards: (cart: CartShape, _args: unknown, ctx: EmulatorContext) =>
    payWithGiftCards(usableGiftCards(ctx.db, cart.giftCardCodes, ctx.now()), cart.totalCents).map(({card, usedCents}) => {
      const amountUsed = money(usedCents, cart.currencyCode);
      const balance = money(card.balanceCents - usedCents, card.currencyCode);
      return {
        id: toGid('AppliedGiftCard', card.id),
        lastCharacters: card.code.slice(-4),
        amountUsed,
        amountUsedV2: amountUsed,
        presentmentAmountUsed: amountUsed,
        balance,
        balanceV2: balance,
      };
    }),
  metafield: () => null,
  metafields: (_cart: CartShape, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
};

/** The one delivery option the shop offers: flat-rate shipping, the rate its checkout charges. */
export const DELIVERY_OPTION_HANDLE = 'standard-shipping';

export function deliveryGroupId(cartToken: string): string {
  return `gid://shopify/CartDeliveryGroup/${cartToken}`;
}

function deliveryGroup(cart: CartShape) {
  const option = {
    handle: DELIVERY_OPTION_HANDLE,
    code: 'Standard',
    title: 'Standard shipping',
    description: null,
    deliveryMethodType: 'SHIPPING',
    estimatedCost: money(FLAT_SHIPPING_CENTS, cart.currencyCode),
  };
  return {
    id: deliveryGroupId(cart.cartToken),
    groupType: 'ONE_TIME_PURCHASE',
    cartLines: paginate(cart.lineShapes, {first: 250}, (line) => line.id),
    deliveryAddress: {
      id: `gid://shopify/MailingAddress/${cart.cartToken}`,
      countryCodeV2: cart.buyerIdentity.countryCode,
      formatted: [],
      formattedArea: null,
    },
    deliveryOptions: [option],
    selectedDeliveryOption: cart.selectedDeliveryOption === DELIVERY_OPTION_HANDLE ? option : null,
  };
}
