import {describe, expect, it} from 'vitest';
import {describeFailures} from '../../../scripts/bench/throughput.mjs';

describe('the throughput table’s failed column', () => {
  it('says none failed as 0', () => {
    expect(describeFailures({})).toBe('0');
  });

  it('counts each failed request once and names the reasons, most frequent first', () => {
    expect(describeFailures({'503': 2, ECONNRESET: 10, 'request timed out': 1})).toBe(
      '13 (ECONNRESET 10, 503 2, request timed out 1)',
    );
  });
});
