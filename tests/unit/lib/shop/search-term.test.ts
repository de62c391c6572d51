import {describe, expect, it} from 'vitest';
import {MAX_TERM_LENGTH, readSearchTerm} from '~/lib/shop/search-term';

describe('readSearchTerm', () => {
  it('tidies spaces and is empty without a term', () => {
    expect(readSearchTerm(new URLSearchParams('q=%20%20live%20%20in%20ghent%20'))).toBe('live in ghent');
    expect(readSearchTerm(new URLSearchParams(''))).toBe('');
    expect(readSearchTerm(new URLSearchParams('q=%20%20'))).toBe('');
  });

  it('cuts a term that is too long', () => {
    expect(readSearchTerm(new URLSearchParams({q: 'a'.repeat(500)}))).toHaveLength(MAX_TERM_LENGTH);
  });
});
