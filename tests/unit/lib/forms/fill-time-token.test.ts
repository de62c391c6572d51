import {describe, expect, it} from 'vitest';
import {issueFillTimeToken, timeSpentFilling} from '~/lib/forms/fill-time-token.server';

const SECRET = 'test-secret';
const T0 = 1_780_000_000_000;

describe('fill-time token', () => {
  it('tells how long the form was open', async () => {
    const token = await issueFillTimeToken('contact', SECRET, T0);
    expect(await timeSpentFilling('contact', token, SECRET, T0 + 4200)).toBe(4200);
  });

  it('refuses a forged time, another secret, another form and garbage', async () => {
    const token = await issueFillTimeToken('contact', SECRET, T0);
    const [, signature] = token.split('.');
    expect(await timeSpentFilling('contact', `${T0 - 60_000}.${signature}`, SECRET, T0)).toBeNull();
    expect(await timeSpentFilling('contact', token, 'other-secret', T0)).toBeNull();
    expect(await timeSpentFilling('newsletter', token, SECRET, T0)).toBeNull();
    for (const garbage of ['', 'abc', `${T0}.`, `${T0}.!!`, `${T0}`]) {
      expect(await timeSpentFilling('contact', garbage, SECRET, T0)).toBeNull();
    }
  });
});
