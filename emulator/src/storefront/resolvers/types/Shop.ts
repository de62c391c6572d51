import type {Database} from '../../../db/connection.js';
import {prepared} from '../../../db/prepared.js';
import {localeOf, type EmulatorContext} from '../../context.js';
import {toGid} from '../../gid.js';
import {countryCodes, shopSettings} from '../../market.js';
import type {TypeResolvers} from '../types.js';
import {metafieldResolvers} from './HasMetafields.js';
import type {PolicyParent} from './ShopPolicy.js';

/** The one shop; its fields are resolved below, so the parent carries nothing but its type. */
export const SHOP = {__typename: 'Shop' as const, id: 1};

function shopText(ctx: EmulatorContext): {name: string; description: string} {
  return prepared(ctx.db, 'SELECT name, description FROM shop_translations WHERE locale = ?').get(
    localeOf(ctx),
  ) as {name: string; description: string};
}

export function policyByHandle(db: Database, handle: string): PolicyParent | null {
  const row = prepared(db, 'SELECT id, handle FROM policies WHERE handle = ?').get(handle) as
    | {id: number; handle: string}
    | undefined;
  return row ? {__typename: 'ShopPolicy', ...row} : null;
}

export const Shop: TypeResolvers = {
  id: () => toGid('Shop', SHOP.id),
  name: (_shop, _args, ctx) => shopText(ctx).name,
  description: (_shop, _args, ctx) => shopText(ctx).description,
  primaryDomain: (_shop, _args, ctx) => {
    const url = new URL(ctx.baseUrl);
    return {host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin};
  },
  moneyFormat: () => '€{{amount_with_comma_separator}}',
  brand: () => null,
  privacyPolicy: (_shop, _args, ctx) => policyByHandle(ctx.db, 'privacy-policy'),
  refundPolicy: (_shop, _args, ctx) => policyByHandle(ctx.db, 'refund-policy'),
  termsOfService: (_shop, _args, ctx) => policyByHandle(ctx.db, 'terms-of-service'),
  shippingPolicy: () => null,
  subscriptionPolicy: () => null,
  termsOfSale: () => null,
  legalNotice: () => null,
  contactInformation: () => null,
  customerAccountUrl: () => null,
  customerAccountTranslations: () => null,
  shopPayInstallmentsPricing: () => null,
  socialLoginProviders: () => [],
  shipsToCountries: (_shop, _args, ctx) => countryCodes(ctx.db),
  paymentSettings: (_shop, _args, ctx) => {
    const settings = shopSettings(ctx.db);
    return {
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: `${ctx.baseUrl}/checkout/vault`,
      countryCode: settings.countryCode,
      currencyCode: settings.currencyCode,
      enabledPresentmentCurrencies: [settings.currencyCode],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    };
  },
  ...metafieldResolvers('Shop', () => SHOP.id),
};
