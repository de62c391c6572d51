import {afterEach, describe, expect, it} from 'vitest';
import {REQUIRED_SECRETS, assertProductionSecrets} from '../../../cms/src/env/required-secrets';

const saved = {...process.env};
afterEach(() => {
  process.env = {...saved};
});

function production(values: Record<string, string>) {
  process.env = {...saved, NODE_ENV: 'production'};
  for (const name of REQUIRED_SECRETS) delete process.env[name];
  Object.assign(process.env, values);
}

const every = Object.fromEntries(REQUIRED_SECRETS.map((name) => [name, `value-of-${name}`]));

describe('the CMS’s secrets in production', () => {
  it('starts with every one of them', () => {
    production(every);
    expect(() => assertProductionSecrets()).not.toThrow();
  });

  it('refuses to start without the preview secret or the preview token, naming them', () => {
    const {CMS_PREVIEW_SECRET: _secret, CMS_PREVIEW_TOKEN: _token, ...rest} = every;
    production(rest);
    expect(() => assertProductionSecrets()).toThrow(/CMS_PREVIEW_SECRET, CMS_PREVIEW_TOKEN/);
  });
});
