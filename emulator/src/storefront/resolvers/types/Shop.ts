import type {Database} from '../../../db/database.js';
import {prepared} from '../../../db/prepared.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {countryCodes, shopSettings} from '../../../catalogue/market.js';
import type {CountryCode, CurrencyCode, ShopResolvers} from '../generated-resolver-types.js';
import {imageById} from '../../../catalogue/catalogue-store.js';
import {metafieldResolvers} from './HasMetafields.js';
import {asMedia} from './MediaImage.js';
import type {PolicyParent} from './ShopPolicy.js';

/** The one shop; its fields are resolved below, so the parent carries nothing but its type. */
export const SHOP = {__typename: 'Shop' as const, id: 1};

export type ShopParent = typeof SHOP;

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

/** Shop.paymentSettings, also answered at the root as QueryRoot.paymentSettings. */
export function paymentSettings(ctx: EmulatorContext) {
  const settings = shopSettings(ctx.db);
  return {
    acceptedCardBrands: ['VISA' as const, 'MASTERCARD' as const, 'AMERICAN_EXPRESS' as const],
    cardVaultUrl: `${ctx.baseUrl}/checkout/vault`,
    countryCode: settings.countryCode as CountryCode,
    currencyCode: settings.currencyCode as CurrencyCode,
    enabledPresentmentCurrencies: [settings.currencyCode as CurrencyCode],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}

export const Shop: ShopResolvers = {
  id: () => toGid('Shop', SHOP.id),
  name: (_shop, _args, ctx) => shopText(ctx).name,
  description: (_shop, _args, ctx) => shopText(ctx).description,
  primaryDomain: (_shop, _args, ctx) => {
    const url = new URL(ctx.baseUrl);
    return {host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin};
  },
  moneyFormat: () => '€{{amount_with_comma_separator}}',
  brand: (_shop, _args, ctx) => {
    const row = prepared(ctx.db, 'SELECT logo_image_id AS logo, primary_color AS primaryColor, secondary_color AS secondaryColor FROM shop_brand').get() as
      | {logo: number | null; primaryColor: string; secondaryColor: string}
      | undefined;
    if (!row) return null;
    const text = prepared(ctx.db, 'SELECT slogan, short_description AS shortDescription FROM shop_brand_translations WHERE locale = ?').get(
      localeOf(ctx),
    ) as {slogan: string; shortDescription: string};
    const logo = row.logo === null ? null : imageById(ctx.db, row.logo);
    return {
      ...text,
      logo: logo ? asMedia(logo) : null,
      squareLogo: logo ? asMedia(logo) : null,
      coverImage: null,
      colors: {primary: [{background: row.primaryColor, foreground: '#ffffff'}], secondary: [{background: row.secondaryColor, foreground: '#ffffff'}]},
    };
  },
  privacyPolicy: (_shop, _args, ctx) => policyByHandle(ctx.db, 'privacy-policy'),
  refundPolicy: (_shop, _args, ctx) => policyByHandle(ctx.db, 'refund-policy'),
  termsOfService: (_shop, _args, ctx) => policyByHandle(ctx.db, 'terms-of-service'),
  shippingPolicy: (_shop, _args, ctx) => policyByHandle(ctx.db, 'shipping-policy'),
  subscriptionPolicy: () => null,
  termsOfSale: () => null,
  legalNotice: () => null,
  contactInformation: () => null,
  customerAccountUrl: () => null,
  customerAccountTranslations: () => null,
  shopPayInstallmentsPricing: () => null,
  socialLoginProviders: () => [],
  // The seed holds ISO codes, which the schema's enums list.
  shipsToCountries: (_shop, _args, ctx) => countryCodes(ctx.db) as CountryCode[],
  paymentSettings: (_shop, _args, ctx) => paymentSettings(ctx),
  ...metafieldResolvers('Shop', () => SHOP.id),
};
