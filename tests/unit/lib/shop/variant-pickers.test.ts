import {getAdjacentAndFirstAvailableVariants, getProductOptions} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {optionValueState, optionViews, variantPickers} from '~/lib/shop/variant-pickers.server';
import {TextKeyedMemo} from '~/lib/text-keyed-memo';

/**
 * A tunebook in two languages and two notations, as the Storefront API answers
 * for it: Dutch tablature does not exist, English tablature is sold out.
 * Existence tuples [[0,0],[0,1],[1,0]], availability [[0,0],[1,0]] in Shopify's v1 encoding.
 */
const variant = (language: string, notation: string, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/${language}-${notation}`,
  availableForSale,
  product: {handle: 'tunebook'},
  selectedOptions: [
    {name: 'Language', value: language},
    {name: 'Notation', value: notation},
  ],
});

const ENGLISH_STAFF = variant('English', 'Staff');
const ENGLISH_TAB = variant('English', 'Tablature', false);
const DUTCH_STAFF = variant('Dutch', 'Staff');

function tunebook(selected: ReturnType<typeof variant>, adjacent: ReturnType<typeof variant>[]) {
  return {
    handle: 'tunebook',
    encodedVariantExistence: 'v1_0:0-1,1:0,',
    encodedVariantAvailability: 'v1_0:0,1:0,',
    options: [
      {
        name: 'Language',
        optionValues: [
          {name: 'English', firstSelectableVariant: ENGLISH_STAFF},
          {name: 'Dutch', firstSelectableVariant: DUTCH_STAFF},
        ],
      },
      {
        name: 'Notation',
        optionValues: [
          {name: 'Staff', firstSelectableVariant: ENGLISH_STAFF},
          {name: 'Tablature', firstSelectableVariant: ENGLISH_TAB},
        ],
      },
    ],
    selectedOrFirstAvailableVariant: selected,
    adjacentVariants: adjacent,
  };
}

const views = (product: ReturnType<typeof tunebook>) => optionViews(getProductOptions(product));

describe('optionValueState', () => {
  it('names a missing combination unavailable, an unbuyable one sold out', () => {
    expect(optionValueState({exists: false, available: false})).toBe('unavailable');
    expect(optionValueState({exists: true, available: false})).toBe('sold-out');
    expect(optionValueState({exists: true, available: true})).toBe('available');
  });
});

describe('optionViews', () => {
  it('links every value to a whole variant in the search params', () => {
    const [language, notation] = views(tunebook(ENGLISH_STAFF, [DUTCH_STAFF, ENGLISH_TAB]));
    expect(language.name).toBe('Language');
    expect(language.values).toEqual([
      {name: 'English', selected: true, state: 'available', search: '?Language=English&Notation=Staff'},
      {name: 'Dutch', selected: false, state: 'available', search: '?Language=Dutch&Notation=Staff'},
    ]);
    expect(notation.values[1]).toEqual({
      name: 'Tablature',
      selected: false,
      state: 'sold-out',
      search: '?Language=English&Notation=Tablature',
    });
  });

  it('marks a combination the shop does not have as unavailable', () => {
    const [, notation] = views(tunebook(DUTCH_STAFF, [ENGLISH_STAFF]));
    expect(notation.values.map(({name, state, selected}) => ({name, state, selected}))).toEqual([
      {name: 'Staff', state: 'available', selected: true},
      {name: 'Tablature', state: 'unavailable', selected: false},
    ]);
  });

  it('leads a language without the current notation to its first variant for sale', () => {
    const [language] = views(tunebook(ENGLISH_TAB, [ENGLISH_STAFF]));
    const dutch = language.values.find((value) => value.name === 'Dutch')!;
    expect(dutch.search).toBe('?Language=Dutch&Notation=Staff');
  });

  it('encodes values that need it, so a link is a valid URL', () => {
    const printed = {...variant('Français', 'Portée'), selectedOptions: [{name: 'Langue', value: 'Français & co'}]};
    const [language] = optionViews(
      getProductOptions({
        handle: 'tunebook',
        encodedVariantExistence: 'v1_0-1',
        encodedVariantAvailability: 'v1_0-1',
        options: [
          {
            name: 'Langue',
            optionValues: [
              {name: 'Français & co', firstSelectableVariant: printed},
              {name: 'Anglais', firstSelectableVariant: {...printed, selectedOptions: [{name: 'Langue', value: 'Anglais'}]}},
            ],
          },
        ],
        selectedOrFirstAvailableVariant: printed,
        adjacentVariants: [],
      }),
    );
    expect(language.values[0].search).toBe('?Langue=Fran%C3%A7ais+%26+co');
  });

  it('offers no picker for an option with a single value (a product without variants)', () => {
    const only = {
      id: 'gid://shopify/ProductVariant/1',
      availableForSale: true,
      product: {handle: 'cd'},
      selectedOptions: [{name: 'Title', value: 'Default Title'}],
    };
    const product = {
      handle: 'cd',
      encodedVariantExistence: 'v1_0',
      encodedVariantAvailability: 'v1_0',
      options: [{name: 'Title', optionValues: [{name: 'Default Title', firstSelectableVariant: only}]}],
      selectedOrFirstAvailableVariant: only,
      adjacentVariants: [],
    };
    expect(optionViews(getProductOptions(product))).toEqual([]);
  });
});

describe('optionViews while a picked variant loads', () => {
  // A book printed or as PDF, in English or Dutch: all four exist.
  const book = (version: string, language: string) => ({
    id: `gid://shopify/ProductVariant/${version}-${language}`,
    availableForSale: true,
    product: {handle: 'book'},
    selectedOptions: [
      {name: 'Version', value: version},
      {name: 'Language', value: language},
    ],
  });
  const PRINTED_EN = book('Printed', 'English');
  const PDF_EN = book('PDF', 'English');
  const PRINTED_NL = book('Printed', 'Dutch');
  // Printed English was loaded, with its neighbours; PDF is picked and shown before its page arrives.
  const product = {
    handle: 'book',
    encodedVariantExistence: 'v1_0:0-1,1:0-1,',
    encodedVariantAvailability: 'v1_0:0-1,1:0-1,',
    options: [
      {
        name: 'Version',
        optionValues: [
          {name: 'Printed', firstSelectableVariant: PRINTED_EN},
          {name: 'PDF', firstSelectableVariant: PDF_EN},
        ],
      },
      {
        name: 'Language',
        optionValues: [
          {name: 'English', firstSelectableVariant: PRINTED_EN},
          {name: 'Dutch', firstSelectableVariant: PRINTED_NL},
        ],
      },
    ],
    selectedOrFirstAvailableVariant: PDF_EN,
    adjacentVariants: [PDF_EN, PRINTED_NL],
  };

  it('leads Dutch to the PDF picked, not to the printed book last loaded', () => {
    const [, language] = optionViews(getProductOptions(product), product.encodedVariantExistence);
    expect(language.values.find((value) => value.name === 'Dutch')?.search).toBe('?Version=PDF&Language=Dutch');
  });

  it('gives the same links as Hydrogen once the picked variant has loaded', () => {
    const loaded = {...product, adjacentVariants: [PRINTED_EN, book('PDF', 'Dutch')]};
    const mapped = getProductOptions(loaded);
    expect(optionViews(mapped, loaded.encodedVariantExistence)).toEqual(optionViews(mapped));
  });
});

describe('variantPickers given the product’s variants', () => {
  // Language and notation, all four exist; English staff is loaded, Dutch tablature is two picks away.
  const DUTCH_TAB = variant('Dutch', 'Tablature');
  const whole = {
    ...tunebook(ENGLISH_STAFF, [DUTCH_STAFF, ENGLISH_TAB]),
    encodedVariantExistence: 'v1_0:0-1,1:0-1,',
    encodedVariantAvailability: 'v1_0:0-1,1:0-1,',
    variants: {nodes: [ENGLISH_STAFF, ENGLISH_TAB, DUTCH_STAFF, DUTCH_TAB]},
  };

  it('can show a variant two picks away while both picks load, with the pickers that lead on from it', () => {
    expect(variantPickers({...whole, variants: undefined}).variants.map((v) => v.id)).not.toContain(DUTCH_TAB.id);
    const {variants, pickers} = variantPickers(whole);
    expect(variants.map((v) => v.id).sort()).toEqual(whole.variants.nodes.map((v) => v.id).sort());
    const [language, notation] = pickers[DUTCH_TAB.id];
    expect(language.values.find((value) => value.selected)?.name).toBe('Dutch');
    expect(notation.values.find((value) => value.selected)?.name).toBe('Tablature');
    expect(language.values.find((value) => value.name === 'English')?.search).toBe(
      '?Language=English&Notation=Tablature',
    );
  });

  it('draws the same pickers for a variant, whichever variant the page loaded', () => {
    const fromDutch = variantPickers({...whole, selectedOrFirstAvailableVariant: DUTCH_STAFF, adjacentVariants: [ENGLISH_STAFF]});
    expect(fromDutch.pickers[DUTCH_TAB.id]).toEqual(variantPickers(whole).pickers[DUTCH_TAB.id]);
  });

  it('draws them once for every page of the product, whichever variant it loaded', () => {
    const drawn = new TextKeyedMemo<ReturnType<typeof variantPickers>['pickers']>(100_000);
    const fromStaff = variantPickers(whole, drawn).pickers;
    const fromDutch = variantPickers({...whole, selectedOrFirstAvailableVariant: DUTCH_STAFF, adjacentVariants: [ENGLISH_STAFF]}, drawn);
    expect(fromDutch.pickers).toBe(fromStaff);
  });
});

describe('variantPickers', () => {
  const loaded = tunebook(ENGLISH_STAFF, [DUTCH_STAFF, ENGLISH_TAB]);
  const {variants, pickers} = variantPickers(loaded);

  it('lists the variants a pick may show while it loads, as Hydrogen finds them', () => {
    expect(variants.map((v) => v.id)).toEqual(getAdjacentAndFirstAvailableVariants(loaded).map((v) => v.id));
    expect(variants.map((v) => v.id).sort()).toEqual([DUTCH_STAFF.id, ENGLISH_STAFF.id, ENGLISH_TAB.id].sort());
  });

  it('draws the pickers for each of them as the browser drew them with that variant shown', () => {
    for (const variant of variants) {
      const drawn = optionViews(
        getProductOptions({...loaded, selectedOrFirstAvailableVariant: variant}),
        loaded.encodedVariantExistence,
      );
      expect(pickers[variant.id]).toEqual(drawn);
    }
  });

  it('gives the loaded variant the pickers of the page itself', () => {
    expect(pickers[ENGLISH_STAFF.id]).toEqual(views(loaded));
  });

  it('shows a picked sold-out variant selected before it loads, its neighbours still reachable', () => {
    const [language, notation] = pickers[ENGLISH_TAB.id];
    expect(notation.values).toEqual([
      {name: 'Staff', selected: false, state: 'available', search: '?Language=English&Notation=Staff'},
      {name: 'Tablature', selected: true, state: 'sold-out', search: '?Language=English&Notation=Tablature'},
    ]);
    expect(language.values.find((value) => value.name === 'Dutch')?.search).toBe('?Language=Dutch&Notation=Staff');
  });

  it('draws a product’s pickers once for the views that load it, and again when its stock changes', () => {
    const drawn = new TextKeyedMemo<ReturnType<typeof variantPickers>['pickers']>(100_000);
    const first = variantPickers(tunebook(ENGLISH_STAFF, [DUTCH_STAFF, ENGLISH_TAB]), drawn).pickers;
    expect(variantPickers(tunebook(ENGLISH_STAFF, [DUTCH_STAFF, ENGLISH_TAB]), drawn).pickers).toBe(first);

    const restocked = {...tunebook(ENGLISH_STAFF, [DUTCH_STAFF, ENGLISH_TAB]), encodedVariantAvailability: 'v1_0:0-1,1:0,'};
    const [, notation] = variantPickers(restocked, drawn).pickers[ENGLISH_STAFF.id];
    expect(notation.values.find((value) => value.name === 'Tablature')?.state).toBe('available');
    expect(first[ENGLISH_STAFF.id][1].values.find((value) => value.name === 'Tablature')?.state).toBe('sold-out');
  });

  it('draws the pickers of another loaded variant apart', () => {
    const drawn = new TextKeyedMemo<ReturnType<typeof variantPickers>['pickers']>(100_000);
    const fromStaff = variantPickers(tunebook(ENGLISH_STAFF, [DUTCH_STAFF, ENGLISH_TAB]), drawn).pickers;
    const fromDutch = variantPickers(tunebook(DUTCH_STAFF, [ENGLISH_STAFF]), drawn).pickers;
    expect(fromDutch).not.toBe(fromStaff);
    expect(Object.keys(fromDutch).sort()).toEqual(
      getAdjacentAndFirstAvailableVariants(tunebook(DUTCH_STAFF, [ENGLISH_STAFF])).map((v) => v.id).sort(),
    );
  });
});

