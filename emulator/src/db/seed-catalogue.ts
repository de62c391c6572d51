// First-start seeding: the catalogue from emulator/seed/ (or the file EMULATOR_SEED names), then the
// commerce half's own seed.
// Offers: seedIfEmpty(db) → boolean (true when it seeded), seedCatalogue(db, seed?).
import type {CatalogueSeed, ImageSeed, Translated} from '../../seed/types.js';
import {seedCommerce} from '../commerce/seed-commerce.js';
import {forgetCatalogueText} from '../catalogue/catalogue-text.js';
import {toGid} from '../ids/gid.js';
import {htmlToText} from '../catalogue/plain-text.js';
import type {Database} from './database.js';
import {catalogueSeed} from './seed-file.js';

const LOCALES = ['en', 'fr', 'nl'] as const;

// Shopify-sized ids, so nothing downstream assumes small integers.
const ID_BASE = {
  product: 7_400_000_000_000,
  variant: 45_000_000_000_000,
  image: 36_000_000_000_000,
  collection: 480_000_000_000,
  option: 9_800_000_000_000,
  optionValue: 5_100_000_000_000,
  metafield: 27_000_000_000_000,
  policy: 41_000_000_000,
  sellingPlanGroup: 3_900_000_000,
  sellingPlan: 6_900_000_000,
};

export function seedIfEmpty(db: Database): boolean {
  const seeded = db.prepare('SELECT COUNT(*) FROM shop').pluck().get() as number;
  if (seeded > 0) return false;
  // Read (and checked) before the transaction, so a bad file leaves no half-made database behind.
  const seed = catalogueSeed();
  db.transaction(() => {
    seedCatalogue(db, seed);
    seedCommerce(db);
  })();
  forgetCatalogueText(db);
  return true;
}

export function seedCatalogue(db: Database, seed: CatalogueSeed = catalogueSeed()): void {
  const {shop, countryCodes, languageCodes, products, collections, policies} = seed;
  const languageNames = (locale: string) => new Intl.DisplayNames([locale], {type: 'language'});
  const regionNames = (locale: string) => new Intl.DisplayNames([locale], {type: 'region'});

  db.prepare(
    'INSERT INTO shop (id, currency_code, country_code, primary_language) VALUES (1, ?, ?, ?)',
  ).run(shop.currencyCode, shop.countryCode, shop.primaryLanguage);
  const shopText = db.prepare('INSERT INTO shop_translations (locale, name, description) VALUES (?, ?, ?)');
  for (const locale of LOCALES) shopText.run(locale, shop.name[locale], shop.description[locale]);

  const insertCountry = db.prepare(
    'INSERT INTO countries (iso_code, position, currency_code, unit_system) VALUES (?, ?, ?, ?)',
  );
  const insertCountryName = db.prepare(
    'INSERT INTO country_translations (iso_code, locale, name) VALUES (?, ?, ?)',
  );
  countryCodes.forEach((code, position) => {
    insertCountry.run(code, position, shop.currencyCode, 'METRIC_SYSTEM');
    for (const locale of LOCALES) insertCountryName.run(code, locale, regionNames(locale).of(code));
  });

  const insertLanguage = db.prepare(
    'INSERT INTO languages (iso_code, position, endonym_name) VALUES (?, ?, ?)',
  );
  const insertLanguageName = db.prepare(
    'INSERT INTO language_translations (iso_code, locale, name) VALUES (?, ?, ?)',
  );
  languageCodes.forEach((code, position) => {
    const tag = code.toLowerCase();
    insertLanguage.run(code, position, languageNames(tag).of(tag));
    for (const locale of LOCALES) insertLanguageName.run(code, locale, languageNames(locale).of(tag));
  });

  const insertPolicy = db.prepare('INSERT INTO policies (id, handle) VALUES (?, ?)');
  const insertPolicyText = db.prepare(
    'INSERT INTO policy_translations (policy_id, locale, title, body) VALUES (?, ?, ?, ?)',
  );
  policies.forEach((policy, index) => {
    const id = ID_BASE.policy + index + 1;
    insertPolicy.run(id, policy.handle);
    for (const locale of LOCALES) insertPolicyText.run(id, locale, policy.title[locale], policy.body[locale]);
  });

  let imageCount = 0;
  const insertImage = db.prepare('INSERT INTO images (id, file, width, height) VALUES (?, ?, ?, ?)');
  const insertImageAlt = db.prepare(
    'INSERT INTO image_translations (image_id, locale, alt_text) VALUES (?, ?, ?)',
  );
  const addImage = (image: ImageSeed): number => {
    const id = ID_BASE.image + ++imageCount;
    insertImage.run(id, image.file, image.width, image.height);
    for (const locale of LOCALES) insertImageAlt.run(id, locale, image.alt[locale]);
    return id;
  };

  let metafieldCount = 0;
  const insertMetafield = db.prepare(
    `INSERT INTO metafields (id, owner_type, owner_id, namespace, key, type, value, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMetafieldText = db.prepare(
    'INSERT INTO metafield_translations (metafield_id, locale, value) VALUES (?, ?, ?)',
  );
  const addTranslatedMetafield = (
    ownerType: string,
    ownerId: number,
    field: {namespace: string; key: string; type: string},
    value: string,
    translated: Translated | null,
    timestamp: string,
  ) => {
    const id = ID_BASE.metafield + ++metafieldCount;
    insertMetafield.run(id, ownerType, ownerId, field.namespace, field.key, field.type, value, timestamp, timestamp);
    if (translated) for (const locale of LOCALES) insertMetafieldText.run(id, locale, translated[locale]);
  };

  const productIds = new Map<string, number>();
  products.forEach((product, index) => productIds.set(product.handle, ID_BASE.product + index + 1));

  const insertProduct = db.prepare(
    `INSERT INTO products (id, handle, vendor, tags, best_selling_rank, published_at, created_at, updated_at,
       requires_selling_plan)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProductText = db.prepare(
    `INSERT INTO product_translations
       (product_id, locale, title, description_html, description, product_type, seo_title, seo_description)
     VALUES (?, ?, ?, ?, ?, ?, NULL, NULL)`,
  );
  const insertProductImage = db.prepare(
    'INSERT INTO product_images (product_id, image_id, position) VALUES (?, ?, ?)',
  );
  const insertOption = db.prepare('INSERT INTO product_options (id, product_id, position) VALUES (?, ?, ?)');
  const insertOptionName = db.prepare(
    'INSERT INTO product_option_translations (option_id, locale, name) VALUES (?, ?, ?)',
  );
  const insertValue = db.prepare(
    'INSERT INTO product_option_values (id, option_id, position) VALUES (?, ?, ?)',
  );
  const insertValueName = db.prepare(
    'INSERT INTO product_option_value_translations (option_value_id, locale, name) VALUES (?, ?, ?)',
  );
  const insertVariant = db.prepare(
    `INSERT INTO product_variants (id, product_id, position, sku, price_cents, compare_at_cents,
       inventory_quantity, requires_shipping, weight, weight_unit, barcode, image_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'GRAMS', NULL, ?, ?, ?)`,
  );
  const insertVariantValue = db.prepare(
    'INSERT INTO variant_option_values (variant_id, option_value_id) VALUES (?, ?)',
  );

  let optionCount = 0;
  let valueCount = 0;
  let variantCount = 0;
  const variantIdsBySku = new Map<string, number>();
  const insertGroup = db.prepare(
    'INSERT INTO selling_plan_groups (id, product_id, position, app_name, name, options) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertPlan = db.prepare('INSERT INTO selling_plans (id, group_id, position, definition) VALUES (?, ?, ?, ?)');
  let groupCount = 0;
  let planCount = 0;
  for (const product of products) {
    const productId = productIds.get(product.handle)!;
    insertProduct.run(
      productId,
      product.handle,
      product.vendor ?? shop.name.en,
      JSON.stringify(product.tags),
      product.bestSellingRank,
      product.publishedAt,
      product.createdAt,
      product.createdAt,
      product.requiresSellingPlan ? 1 : 0,
    );
    for (const locale of LOCALES) {
      insertProductText.run(
        productId,
        locale,
        product.title[locale],
        product.descriptionHtml[locale],
        htmlToText(product.descriptionHtml[locale]),
        product.productType[locale],
      );
    }
    const imageIds = product.images.map(addImage);
    imageIds.forEach((imageId, position) => insertProductImage.run(productId, imageId, position));

    const valueIds: number[][] = [];
    product.options.forEach((option, position) => {
      const optionId = ID_BASE.option + ++optionCount;
      insertOption.run(optionId, productId, position);
      for (const locale of LOCALES) insertOptionName.run(optionId, locale, option.name[locale]);
      valueIds.push(
        option.values.map((value, valuePosition) => {
          const valueId = ID_BASE.optionValue + ++valueCount;
          insertValue.run(valueId, optionId, valuePosition);
          for (const locale of LOCALES) insertValueName.run(valueId, locale, value[locale]);
          return valueId;
        }),
      );
    });

    product.variants.forEach((variant, position) => {
      const variantId = ID_BASE.variant + ++variantCount;
      variantIdsBySku.set(variant.sku, variantId);
      insertVariant.run(
        variantId,
        productId,
        position,
        variant.sku,
        variant.priceCents,
        variant.compareAtCents ?? null,
        variant.inventory,
        variant.requiresShipping ? 1 : 0,
        variant.weightGrams,
        imageIds[0] ?? null,
        product.createdAt,
        product.createdAt,
      );
      variant.values.forEach((valueIndex, optionIndex) =>
        insertVariantValue.run(variantId, valueIds[optionIndex][valueIndex]),
      );
    });

    (product.sellingPlanGroups ?? []).forEach((group, position) => {
      const groupId = ID_BASE.sellingPlanGroup + ++groupCount;
      insertGroup.run(groupId, productId, position, group.appName ?? null, JSON.stringify(group.name), JSON.stringify(group.options));
      group.plans.forEach((plan, planPosition) =>
        insertPlan.run(ID_BASE.sellingPlan + ++planCount, groupId, planPosition, JSON.stringify(plan)),
      );
    });

    for (const metafield of product.metafields) {
      if ('productHandles' in metafield) {
        const gids = metafield.productHandles.map((handle) => {
          const id = productIds.get(handle);
          if (!id) throw new Error(`${product.handle}: unknown product reference ${handle}`);
          return toGid('Product', id);
        });
        addTranslatedMetafield('Product', productId, metafield, JSON.stringify(gids), null, product.createdAt);
      } else if ('translated' in metafield) {
        addTranslatedMetafield('Product', productId, metafield, metafield.translated.en, metafield.translated, product.createdAt);
      } else {
        addTranslatedMetafield('Product', productId, metafield, metafield.value, null, product.createdAt);
      }
    }
  }

  // Components name variants of any product, so they are linked once every variant exists.
  const insertComponent = db.prepare(
    'INSERT INTO variant_components (variant_id, position, component_variant_id, quantity) VALUES (?, ?, ?, ?)',
  );
  for (const product of products) {
    for (const variant of product.variants) {
      (variant.components ?? []).forEach((component, position) => {
        const componentId = variantIdsBySku.get(component.sku);
        if (!componentId) throw new Error(`${product.handle}: unknown component SKU ${component.sku}`);
        insertComponent.run(variantIdsBySku.get(variant.sku), position, componentId, component.quantity);
      });
    }
  }

  const insertCollection = db.prepare(
    'INSERT INTO collections (id, handle, image_id, updated_at) VALUES (?, ?, ?, ?)',
  );
  const insertCollectionText = db.prepare(
    `INSERT INTO collection_translations
       (collection_id, locale, title, description_html, description, seo_title, seo_description)
     VALUES (?, ?, ?, ?, ?, NULL, NULL)`,
  );
  const insertMember = db.prepare(
    'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)',
  );
  collections.forEach((collection, index) => {
    const collectionId = ID_BASE.collection + index + 1;
    insertCollection.run(
      collectionId,
      collection.handle,
      collection.image ? addImage(collection.image) : null,
      collection.updatedAt,
    );
    for (const locale of LOCALES) {
      insertCollectionText.run(
        collectionId,
        locale,
        collection.title[locale],
        collection.descriptionHtml[locale],
        htmlToText(collection.descriptionHtml[locale]),
      );
    }
    const handles =
      collection.productHandles === 'all' ? products.map((p) => p.handle) : collection.productHandles;
    handles.forEach((handle, position) => {
      const productId = productIds.get(handle);
      if (!productId) throw new Error(`${collection.handle}: unknown product ${handle}`);
      insertMember.run(collectionId, productId, position);
    });
  });
}
