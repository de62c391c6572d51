// Commerce seed: the shop's discount codes and one demo customer with an address, for trying accounts.
import type {Database} from '../db/database.js';
import {insertAddress} from './address-store.js';
import {insertDiscountCode, type DiscountCode} from './discount-codes.js';
import {customerByEmail, insertCustomer, updateCustomer} from './customer-store.js';
import {hashPassword} from './passwords.js';

export const SEEDED_DISCOUNT_CODES: DiscountCode[] = [
  // 10 % off the whole order.
  {code: 'FOLK10', target: 'order', valueType: 'percentage', value: 10, minimumSubtotalCents: 0},
  // €5 off the order, once per cart, from €5 of merchandise.
  {code: 'WELCOME5', target: 'order', valueType: 'fixed_amount', value: 500, minimumSubtotalCents: 500},
  // 15 % off every line: a product discount, so it shows on the lines rather than on the cart.
  {code: 'SESSION15', target: 'line', valueType: 'percentage', value: 15, minimumSubtotalCents: 0},
];

export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  password: 'folkdance',
  firstName: 'Lise',
  lastName: 'Peeters',
};

const SEED_TIME = '2025-01-15T10:00:00.000Z';

export function seedCommerce(db: Database): void {
  db.transaction(() => {
    for (const discount of SEEDED_DISCOUNT_CODES) insertDiscountCode(db, discount);
    if (customerByEmail(db, DEMO_CUSTOMER.email)) return;
    const id = insertCustomer(db, {
      email: DEMO_CUSTOMER.email,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      phone: null,
      acceptsMarketing: false,
      passwordHash: hashPassword(DEMO_CUSTOMER.password),
      state: 'enabled',
      tags: [],
      defaultAddressId: null,
      createdAt: SEED_TIME,
      updatedAt: SEED_TIME,
    });
    const addressId = insertAddress(db, id, {
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      company: null,
      address1: 'Rue des Musiciens 12',
      address2: null,
      city: 'Namur',
      province: null,
      countryCode: 'BE',
      zip: '5000',
      phone: null,
    });
    updateCustomer(db, {...customerByEmail(db, DEMO_CUSTOMER.email)!, defaultAddressId: addressId});
  })();
}
