import {print} from 'graphql';
import {describe, expect, it} from 'vitest';
import {checkDocument} from '~/lib/relay/check-document.server';
import {applyMarketContext, CountrySchema, LanguageSchema} from '~/lib/relay/market-context.server';
import {RelayRefusal} from '~/lib/relay/relay-response.server';

const apply = (query: string, variables: Record<string, unknown>, market: {country?: string; language?: string}) => {
  const result = applyMarketContext(checkDocument(query), variables, market);
  return {printed: print(result.document), variables: result.variables};
};

describe('country and language from the body', () => {
  it('upper-cases and accepts the supported values', () => {
    expect(CountrySchema.parse('be')).toBe('BE');
    expect(CountrySchema.parse('NL')).toBe('NL');
    expect(LanguageSchema.parse('fr')).toBe('FR');
    expect(LanguageSchema.parse(' nl ')).toBe('NL');
  });

  it.each([['US'], ['B'], ['belgium'], [''], [32]])('refuses the country %s', (value) => {
    expect(CountrySchema.safeParse(value).success).toBe(false);
  });

  it.each([['DE'], ['EN_US'], ['english'], [null]])('refuses the language %s', (value) => {
    expect(LanguageSchema.safeParse(value).success).toBe(false);
  });
});

describe('applyMarketContext', () => {
  it('adds @inContext with the default market when the document has none and the body says nothing', () => {
    const {printed} = apply('query P { product(handle: "x") { title } }', {}, {});
    expect(printed).toContain('query P @inContext(country: BE, language: EN)');
  });

  it('adds @inContext with the body market', () => {
    const {printed} = apply('{ product(handle: "x") { title } }', {}, {country: 'NL', language: 'NL'});
    expect(printed).toContain('@inContext(country: NL, language: NL)');
  });

  it('overrides literal arguments and keeps the directive’s other arguments', () => {
    const {printed} = apply(
      'query P @inContext(country: FR, language: FR, preferredLocationId: "gid://shopify/Location/1") { localization { language { isoCode } } }',
      {},
      {language: 'NL'},
    );
    expect(printed).toContain('@inContext(country: FR, language: NL, preferredLocationId: "gid://shopify/Location/1")');
    expect(printed.match(/@inContext/g)).toHaveLength(1);
  });

  it('gives the body market to the variables the directive names, so every declared variable stays used', () => {
    const query = `query P($handle: String!, $c: CountryCode, $l: LanguageCode) @inContext(country: $c, language: $l) {
      product(handle: $handle) { title } }`;
    const {printed, variables} = apply(query, {handle: 'x', l: 'EN'}, {country: 'be', language: 'fr'});
    expect(printed).toContain('@inContext(country: $c, language: $l)');
    expect(variables).toEqual({handle: 'x', c: 'BE', l: 'FR'});
  });

  it('fills unset directive variables with the default market and checks the ones the caller set', () => {
    const query = 'query P($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { localization { country { isoCode } } }';
    expect(apply(query, {language: 'nl'}, {}).variables).toEqual({country: 'BE', language: 'NL'});
    expect(() => apply(query, {language: 'DE'}, {})).toThrow(RelayRefusal);
  });

  it('keeps a supported default value of a directive variable', () => {
    const query = 'query P($language: LanguageCode = FR) @inContext(language: $language) { localization { country { isoCode } } }';
    const {printed, variables} = apply(query, {}, {});
    expect(printed).toContain('@inContext(country: BE, language: $language)');
    expect(variables).toEqual({});
  });

  it.each([
    ['an unsupported literal', 'query P @inContext(country: US) { cart(id: "1") { id } }', {}],
    ['an unsupported default value', 'query P($l: LanguageCode = DE) @inContext(language: $l) { cart(id: "1") { id } }', {}],
    ['an unsupported variable', 'query P($l: LanguageCode) @inContext(language: $l) { cart(id: "1") { id } }', {l: 'JA'}],
  ])('refuses %s with 400', (_label, query, variables) => {
    try {
      apply(query, variables, {});
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(RelayRefusal);
      expect((error as RelayRefusal).status).toBe(400);
      expect((error as RelayRefusal).reason).toMatch(/must be one of/);
    }
  });

  it('puts the market on mutations too', () => {
    const {printed} = apply('mutation { cartCreate(input: {}) { cart { id } } }', {}, {language: 'FR'});
    expect(printed).toContain('mutation @inContext(country: BE, language: FR)');
  });
});
