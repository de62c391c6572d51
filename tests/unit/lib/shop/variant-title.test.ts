import {describe, expect, it} from 'vitest';
import {shownOptions, shownVariantTitle} from '~/lib/shop/variant-title';

describe('shownVariantTitle', () => {
  it('hides the title Shopify gives the only variant of a product without options', () => {
    expect(shownVariantTitle('Default Title')).toBeNull();
  });

  it('keeps a real variant’s title', () => {
    expect(shownVariantTitle('PDF / French / Staff')).toBe('PDF / French / Staff');
    // A product may well have an option value that merely contains the words.
    expect(shownVariantTitle('Default Title edition')).toBe('Default Title edition');
  });

  it('shows nothing for a missing or blank title', () => {
    expect(shownVariantTitle(null)).toBeNull();
    expect(shownVariantTitle(undefined)).toBeNull();
    expect(shownVariantTitle('  ')).toBeNull();
  });
});

describe('shownOptions', () => {
  it('leaves out the default variant’s "Title: Default Title"', () => {
    expect(shownOptions([{name: 'Title', value: 'Default Title'}])).toEqual([]);
  });

  it('keeps chosen options, an option named Title with another value included', () => {
    const options = [
      {name: 'Format', value: 'PDF'},
      {name: 'Title', value: 'Live'},
    ];
    expect(shownOptions(options)).toEqual(options);
    expect(shownOptions(null)).toEqual([]);
  });
});
