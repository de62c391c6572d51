// cartDeliveryAddressesAdd / Remove / Replace / Update: the addresses a buyer gives the cart. At most one is
// selected; the delivery group ships to it, with no delivery option where the shop does not ship.
import {randomUUID} from 'node:crypto';
import type {CartIssues} from '../../../commerce/cart-issues.js';
import type {CartDeliveryAddressRecord, CartRecord} from '../../../commerce/cart-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

/** Shopify's limit on the addresses one cart holds. */
const MAX_ADDRESSES = 20;

interface DeliveryAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}

interface SelectableAddressInput {
  address?: {deliveryAddress?: DeliveryAddressInput | null; copyFromCustomerAddressId?: string | null} | null;
  oneTimeUse?: boolean | null;
  selected?: boolean | null;
}

type Field = (string | number)[];

function readAddress(
  input: SelectableAddressInput['address'],
  issues: CartIssues,
  field: Field,
): CartDeliveryAddressRecord['fields'] | null {
  const address = input?.deliveryAddress;
  if (!address) {
    issues.error('INVALID', [...field, 'deliveryAddress'], 'Copying a customer address is not supported by the emulator.');
    return null;
  }
  if (!address.countryCode) {
    issues.error('ADDRESS_FIELD_IS_REQUIRED', [...field, 'deliveryAddress', 'countryCode'], 'Country is required.');
    return null;
  }
  return {
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.provinceCode ?? null,
    countryCode: address.countryCode,
    zip: address.zip ?? null,
    phone: address.phone ?? null,
  };
}

function addAddresses(cart: CartRecord, inputs: SelectableAddressInput[], issues: CartIssues) {
  inputs.forEach((input, index) => {
    const fields = readAddress(input.address, issues, ['addresses', index, 'address']);
    if (!fields) return;
    if (input.selected) for (const address of cart.deliveryAddresses) address.selected = false;
    cart.deliveryAddresses.push({
      id: `gid://shopify/CartSelectableAddress/${randomUUID()}`,
      fields,
      oneTimeUse: input.oneTimeUse ?? false,
      selected: input.selected ?? false,
    });
  });
  if (cart.deliveryAddresses.length > MAX_ADDRESSES) {
    issues.error('TOO_MANY_DELIVERY_ADDRESSES', ['addresses'], `A cart can hold at most ${MAX_ADDRESSES} delivery addresses.`);
  }
  if (inputs.filter((input) => input.selected).length > 1) {
    issues.error('ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED', ['addresses'], 'Only one delivery address can be selected.');
  }
}

export function cartDeliveryAddressesAdd(
  _parent: unknown,
  args: {cartId: string; addresses: SelectableAddressInput[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => addAddresses(cart, args.addresses, issues));
}

export function cartDeliveryAddressesReplace(
  _parent: unknown,
  args: {cartId: string; addresses: SelectableAddressInput[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => {
    cart.deliveryAddresses = [];
    addAddresses(cart, args.addresses, issues);
  });
}

export function cartDeliveryAddressesRemove(
  _parent: unknown,
  args: {cartId: string; addressIds: string[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => {
    args.addressIds.forEach((id, index) => {
      if (!cart.deliveryAddresses.some((address) => address.id === id)) {
        issues.error('INVALID_DELIVERY_ADDRESS_ID', ['addressIds', index], 'The delivery address does not exist.');
      }
    });
    cart.deliveryAddresses = cart.deliveryAddresses.filter((address) => !args.addressIds.includes(address.id));
  });
}

export function cartDeliveryAddressesUpdate(
  _parent: unknown,
  args: {cartId: string; addresses: (SelectableAddressInput & {id: string})[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => {
    args.addresses.forEach((input, index) => {
      const address = cart.deliveryAddresses.find((candidate) => candidate.id === input.id);
      if (!address) {
        issues.error('INVALID_DELIVERY_ADDRESS_ID', ['addresses', index, 'id'], 'The delivery address does not exist.');
        return;
      }
      if (input.address) {
        const fields = readAddress(input.address, issues, ['addresses', index, 'address']);
        if (fields) address.fields = fields;
      }
      if (input.oneTimeUse != null) address.oneTimeUse = input.oneTimeUse;
      if (input.selected) for (const other of cart.deliveryAddresses) other.selected = other === address;
      else if (input.selected === false) address.selected = false;
    });
  });
}
