// Shapes of the catalogue seed. Every text a shopper reads is given in the shop's three languages.
export type Translated<T = string> = {en: T; fr: T; nl: T};

export interface ImageSeed {
  file: string;
  width: number;
  height: number;
  alt: Translated;
  /** Drawing instructions for seed/build-images.ts. */
  art: {background: [string, string]; ink: string; motif: 'waves' | 'leaves' | 'staff' | 'stack'; label: string};
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
}

export interface CollectionSeed {
  handle: string;
  title: Translated;
  descriptionHtml: Translated;
  image: ImageSeed;
  /** Product handles in manual order; `all` lists every product. */
  productHandles: string[] | 'all';
  updatedAt: string;
}

export interface PolicySeed {
  handle: 'privacy-policy' | 'refund-policy' | 'terms-of-service';
  title: Translated;
  body: Translated;
}
