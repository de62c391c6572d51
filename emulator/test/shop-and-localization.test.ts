import {afterAll, describe, expect, it} from 'vitest';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

describe('localization', () => {
  const query = `query ($language: LanguageCode, $country: CountryCode) @inContext(language: $language, country: $country) {
    localization {
      country { isoCode name unitSystem currency { isoCode name symbol } availableLanguages { isoCode } }
      language { isoCode endonymName name }
      availableLanguages { isoCode endonymName name }
      availableCountries { isoCode name }
    }
  }`;

  it('offers the euro countries and the three shop languages, named in the request’s language', async () => {
    const fr = (await h.gql(query, {language: 'FR'})).data.localization;
    expect(fr.country).toMatchObject({
      isoCode: 'BE',
      name: 'Belgique',
      unitSystem: 'METRIC_SYSTEM',
      currency: {isoCode: 'EUR', symbol: '€'},
    });
    expect(fr.language).toEqual({isoCode: 'FR', endonymName: 'français', name: 'français'});
    expect(fr.availableLanguages.map((l: {endonymName: string}) => l.endonymName)).toEqual(['English', 'français', 'Nederlands']);
    expect(fr.availableLanguages[2].name).toBe('néerlandais');
    const codes = fr.availableCountries.map((c: {isoCode: string}) => c.isoCode);
    expect(codes).toHaveLength(21);
    expect(codes).toEqual(expect.arrayContaining(['BE', 'NL', 'FR', 'DE', 'LU', 'IE', 'HR']));
    expect(codes).not.toContain('GB');
    const nl = (await h.gql(query, {language: 'NL', country: 'NL'})).data.localization;
    expect(nl.country).toMatchObject({isoCode: 'NL', name: 'Nederland'});
    expect(nl.availableCountries.find((c: {isoCode: string}) => c.isoCode === 'BE').name).toBe('België');
  });

  it('falls back to the shop’s market for a country it does not serve', async () => {
    const us = (await h.gql(query, {country: 'US'})).data.localization;
    expect(us.country.isoCode).toBe('BE');
  });
});

describe('shop', () => {
  it('has a name, a translated description, a primary domain, a brand and four translated policies', async () => {
    const query = `query ($language: LanguageCode) @inContext(language: $language) {
      shop {
        id name description brand { slogan }
        primaryDomain { host url sslEnabled }
        privacyPolicy { id handle title body url }
        refundPolicy { handle title }
        termsOfService { handle title }
        shippingPolicy { handle title }
      }
    }`;
    const en = (await h.gql(query, {language: 'EN'})).data.shop;
    expect(en).toMatchObject({
      name: 'Ronce & Rivière',
      brand: {slogan: 'Folk dances from both banks'},
      primaryDomain: {host: 'emulator.test', url: 'http://emulator.test', sslEnabled: false},
      privacyPolicy: {handle: 'privacy-policy', title: 'Privacy policy', url: 'http://emulator.test/policies/privacy-policy'},
      refundPolicy: {handle: 'refund-policy', title: 'Refund policy'},
      termsOfService: {handle: 'terms-of-service', title: 'Terms of service'},
      shippingPolicy: {handle: 'shipping-policy', title: 'Shipping policy'},
    });
    expect(en.privacyPolicy.body).toMatch(/^<h2>/);
    const nl = (await h.gql(query, {language: 'NL'})).data.shop;
    expect(nl.description).toMatch(/Belgisch folkduo/);
    expect(nl.privacyPolicy).toMatchObject({handle: 'privacy-policy', title: 'Privacybeleid'});
    expect(nl.termsOfService.title).toBe('Servicevoorwaarden');
    const fr = (await h.gql(query, {language: 'FR'})).data.shop;
    expect(fr.refundPolicy.title).toBe('Politique de remboursement');
  });

  it('serves its menus with titles in the requested language and links to the shop\'s resources', async () => {
    const {data} = await h.gql(`query @inContext(language: NL) {
      menu(handle: "footer") { title items { title url resourceId resource { __typename } } }
      unknown: menu(handle: "no-such-menu") { id }
    }`);
    expect(data.unknown).toBeNull();
    expect(data.menu.title).toBe('Voettekst');
    expect(data.menu.items).toContainEqual({
      title: 'Verzendbeleid',
      url: 'http://emulator.test/policies/shipping-policy',
      resourceId: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\/\d+$/),
      resource: {__typename: 'ShopPolicy'},
    });
  });
});

describe('node and nodes', () => {
  it('loads products, variants, collections and policies by global id', async () => {
    const ids = (await h.gql(`{
      product(handle: "ardennes-road") { id variants(first: 1) { nodes { id } } }
      collection(handle: "cds") { id }
      shop { privacyPolicy { id } }
    }`)).data;
    const result = await h.gql(
      `query ($ids: [ID!]!, $one: ID!) {
        node(id: $one) { __typename ... on Product { handle } }
        nodes(ids: $ids) {
          __typename
          ... on Product { handle }
          ... on ProductVariant { sku }
          ... on Collection { handle }
          ... on ShopPolicy { handle }
        }
      }`,
      {
        one: ids.product.id,
        ids: [
          ids.product.id,
          ids.product.variants.nodes[0].id,
          ids.collection.id,
          ids.shop.privacyPolicy.id,
          'gid://shopify/Product/1',
          'gid://shopify/Article/1',
        ],
      },
    );
    expect(result.data.node).toEqual({__typename: 'Product', handle: 'ardennes-road'});
    expect(result.data.nodes).toEqual([
      {__typename: 'Product', handle: 'ardennes-road'},
      {__typename: 'ProductVariant', sku: 'RR-CD-04'},
      {__typename: 'Collection', handle: 'cds'},
      {__typename: 'ShopPolicy', handle: 'privacy-policy'},
      null,
      null,
    ]);
  });

  it('rejects a malformed global id', async () => {
    const result = await h.gql('{ node(id: "not-a-gid") { id } }');
    expect(result.data.node).toBeNull();
    expect(result.errors?.[0].message).toBe("Invalid global id 'not-a-gid'");
  });
});
