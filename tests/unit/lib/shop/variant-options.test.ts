import {describe, expect, it} from 'vitest';
import {choiceOptions, requestedCombinationMissing} from '~/lib/shop/variant-options';

const ENGLISH_STAFF = {
  selectedOptions: [
    {name: 'Language', value: 'English'},
    {name: 'Notation', value: 'Staff'},
  ],
};

describe('requestedCombinationMissing', () => {
  const NAMES = ['Language', 'Notation'];
  const shown = ENGLISH_STAFF.selectedOptions;

  it('is true when the URL names every option and the shop answered with another variant', () => {
    const asked = [
      {name: 'Language', value: 'Dutch'},
      {name: 'Notation', value: 'Tablature'},
    ];
    expect(requestedCombinationMissing(asked, NAMES, shown)).toBe(true);
    expect(requestedCombinationMissing(asked, NAMES, null)).toBe(true);
  });

  it('is false for the variant asked for, in any letter case, whatever else is in the URL', () => {
    const asked = [
      {name: 'language', value: 'ENGLISH'},
      {name: 'Notation', value: 'Staff'},
      {name: 'utm_source', value: 'newsletter'},
    ];
    expect(requestedCombinationMissing(asked, NAMES, shown)).toBe(false);
  });

  it('is false when the URL chose only some options (the shop completes the choice)', () => {
    expect(requestedCombinationMissing([{name: 'Language', value: 'Dutch'}], NAMES, shown)).toBe(false);
    expect(requestedCombinationMissing([], NAMES, shown)).toBe(false);
  });
});

describe('choiceOptions', () => {
  const options = [
    {name: 'Language', optionValues: ['English', 'Dutch']},
    {name: 'Binding', optionValues: ['Spiral']},
  ];

  it('keeps the options the product offers a choice in, whatever their letter case', () => {
    const selected = [
      {name: 'language', value: 'Dutch'},
      {name: 'Binding', value: 'Spiral'},
    ];
    expect(choiceOptions(options, selected)).toEqual([{name: 'language', value: 'Dutch'}]);
  });

  it('leaves nothing for a product without variants, so its address stays plain', () => {
    const single = [{name: 'Title', optionValues: ['Default Title']}];
    expect(choiceOptions(single, [{name: 'Title', value: 'Default Title'}])).toEqual([]);
  });
});
