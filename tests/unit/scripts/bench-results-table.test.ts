import {describe, expect, it} from 'vitest';
import {medianOf} from '../../../scripts/bench/results-table.mjs';

describe('the median the bench tables print', () => {
  it('takes the middle value, and the lower middle of an even count', () => {
    expect(medianOf([30, 10, 20])).toBe(20);
    expect(medianOf([40, 10, 30, 20])).toBe(20);
  });

  it('leaves out the runs that measured nothing, and is null when none did', () => {
    expect(medianOf([null, 7, null, 9, 8])).toBe(8);
    expect(medianOf([null, null])).toBeNull();
    expect(medianOf([])).toBeNull();
  });
});
