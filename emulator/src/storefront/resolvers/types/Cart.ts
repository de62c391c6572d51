import {emptyAddress, formatAddress, formatArea, fullName, type AddressFields} from '../../../commerce/address-format.js';
import {FLAT_SHIPPING_CENTS} from '../../../commerce/checkout-totals.js';
import {payWithGiftCards, usableGiftCards} from '../../../commerce/gift-cards.js';
import {paginate} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {toGid} from '../../../ids/gid.js';
import {countryCodes} from '../../../catalogue/market.js';
import {mailingAddressShape, money, type CartLineShape, type CartShape} from '../../graphql-shapes.js';
import {inRequestedOrder, type ReversiblePageArgs} from '../list-order.js';
import type {CartResolvers} from '../generated-resolver-types.js';

export const Cart: CartResolvers = {
  lines: (cart: CartShape, args: ReversiblePageArgs) =>
    paginate<CartLineShape>(inRequestedOrder(cart.lineShapes, args), args, (line) => line.id),
  attribute: (cart: CartShape, args: {key: string}) =>
    cart.attributes.find((attribute) => attribute.key === args.key) ?? null,
  delivery: (cart: CartShape) => ({
    addresses: cart.deliveryAddresses.map((address) => ({
      id: address.id,
      oneTimeUse: address.oneTimeUse,
      selected: address.selected,
      address: cartDeliveryAddressShape(address.fields),
    })),
  }),
  deliveryGroups: (cart: CartShape, args: ReversiblePageArgs, ctx: EmulatorContext) =>
    paginate(cart.lineShapes.length > 0 ? [deliveryGroup(cart, ctx)] : [], args, (group) => group.id),
  // Carts hold no metafields in the emulator.
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

function cartDeliveryAddressShape(fields: AddressFields) {
  return {
    __typename: 'CartDeliveryAddress' as const,
    ...fields,
    provinceCode: fields.province,
    name: fullName(fields),
    formatted: formatAddress(fields),
    formattedArea: formatArea(fields),
    latitude: null,
    longitude: null,
  };
}

/** The lines ship together to the selected address (else to the buyer's country), at the flat rate. */
function deliveryGroup(cart: CartShape, ctx: EmulatorContext) {
  const selected = cart.deliveryAddresses.find((address) => address.selected);
  const fields: AddressFields = selected?.fields ?? emptyAddress(cart.buyerIdentity.countryCode);
  const option = {
    handle: DELIVERY_OPTION_HANDLE,
    code: 'Standard',
    title: 'Standard shipping',
    description: null,
    deliveryMethodType: 'SHIPPING' as const,
    estimatedCost: money(FLAT_SHIPPING_CENTS, cart.currencyCode),
  };
  const options = fields.countryCode && countryCodes(ctx.db).includes(fields.countryCode) ? [option] : [];
  return {
    id: deliveryGroupId(cart.cartToken),
    groupType: 'ONE_TIME_PURCHASE' as const,
    cartLines: paginate(cart.lineShapes, {first: 250}, (line) => line.id),
    deliveryAddress: mailingAddressShape(fields, selected?.id ?? `gid://shopify/MailingAddress/${cart.cartToken}`),
    deliveryOptions: options,
    selectedDeliveryOption: options.find((candidate) => candidate.handle === cart.selectedDeliveryOption) ?? null,
  };
}
