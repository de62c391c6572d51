// Shapes of the catalogue seed. Every text a shopper reads is given in the shop's three languages.
export type Translated<T = string> = {en: T; fr: T; nl: T};

export interface ImageSeed {
  /** A file in seed/images, or an absolute http(s) URL served as it is. */
  file: string;
  width: number;
  height: number;
  alt: Translated;
  /** Drawing instructions for seed/build-images.ts. */
  art?: ImageArt;
}

export interface ImageArt {
  background: [string, string];
  ink: string;
  motif: 'waves' | 'leaves' | 'staff' | 'stack';
  label: string;
}

export interface OptionSeed {
  name: Translated;
  values: Translated[];
}

export interface VariantSeed {
  /** Index into each option's values, in option order. */
  values: number[];
  sku: string;
  priceCents: number;
  compareAtCents?: number;
  inventory: number;
  requiresShipping: boolean;
  weightGrams: number;
  /** A bundle's contents, by the SKU of each variant it holds. */
  components?: {sku: string; quantity: number}[];
}

export type MetafieldSeed =
  | {namespace: string; key: string; type: string; value: string}
  | {namespace: string; key: string; type: string; translated: Translated}
  | {namespace: string; key: string; type: 'list.product_reference'; productHandles: string[]};

export interface ProductSeed {
  handle: string;
  title: Translated;
  descriptionHtml: Translated;
  productType: Translated;
  tags: string[];
  bestSellingRank: number;
  createdAt: string;
  publishedAt: string;
  images: ImageSeed[];
  options: OptionSeed[];
  variants: VariantSeed[];
  metafields: MetafieldSeed[];
  /** The shop's name when absent. */
  vendor?: string;
  sellingPlanGroups?: SellingPlanGroupSeed[];
  /** Sold only through one of its selling plans. */
  requiresSellingPlan?: boolean;
}

export type SellingPlanInterval = {interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; intervalCount: number};

export interface SellingPlanSeed {
  name: Translated;
  description?: Translated;
  /** One value per option of the group, in its order. */
  options: Translated[];
  recurringDeliveries: boolean;
  billingPolicy?: SellingPlanInterval;
  deliveryPolicy?: SellingPlanInterval;
  /** Charged at checkout: a share of the price or an amount; the rest later. */
  checkoutCharge: {percentage: number} | {amountCents: number};
  priceAdjustments: ({orderCount?: number} & ({percentage: number} | {fixedAmountCents: number} | {fixedPriceCents: number}))[];
}

/** Offered for every variant of its product. */
export interface SellingPlanGroupSeed {
  name: Translated;
  appName?: string;
  options: {name: Translated; values: Translated[]}[];
  plans: SellingPlanSeed[];
}

export interface CollectionSeed {
  handle: string;
  title: Translated;
  descriptionHtml: Translated;
  image?: ImageSeed;
  /** Product handles in manual order; `all` lists every product. */
  productHandles: string[] | 'all';
  updatedAt: string;
}

export interface PolicySeed {
  handle: 'privacy-policy' | 'refund-policy' | 'terms-of-service';
  title: Translated;
  body: Translated;
}

export interface ShopSeed {
  name: Translated;
  description: Translated;
  currencyCode: string;
  countryCode: string;
  primaryLanguage: string;
}

/** Everything the catalogue is seeded from: this shop's modules, or a file named by EMULATOR_SEED. */
export interface CatalogueSeed {
  shop: ShopSeed;
  /** The market's countries, the shop's own first. */
  countryCodes: string[];
  languageCodes: string[];
  products: ProductSeed[];
  collections: CollectionSeed[];
  policies: PolicySeed[];
}
