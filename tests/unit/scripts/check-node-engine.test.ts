import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {narrowerPackages, satisfies} from '../../../scripts/check-node-engine.mjs';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {engines: {node: string}};

describe('the Node the site runs on', () => {
  it('is the one package.json states', () => {
    expect(satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('is stated alike in the README', () => {
    expect(read('README.md')).toContain(`\`${pkg.engines.node}\``);
  });

  it('is Node 20 from 20.19 (where Vite starts), or 22 from 22.12, not the releases between', () => {
    for (const version of ['20.19.0', '20.20.2', '22.12.0', '24.1.0', '26.0.0']) {
      expect(satisfies(version, pkg.engines.node), version).toBe(true);
    }
    for (const version of ['18.20.4', '20.18.3', '21.7.3', '22.11.0']) {
      expect(satisfies(version, pkg.engines.node), version).toBe(false);
    }
  });
});

describe('satisfies', () => {
  it('reads the range forms packages use for engines', () => {
    expect(satisfies('20.19.0', '>=20.19')).toBe(true);
    expect(satisfies('v20.18.9', '>=20.19')).toBe(false);
    expect(satisfies('22.3.0', '^22 || ^24')).toBe(true);
    expect(satisfies('23.0.0', '^22 || ^24')).toBe(false);
    expect(satisfies('22.20.1', '^22.20 || ^24.12 || >=25')).toBe(true);
    expect(satisfies('24.11.0', '^22.20 || ^24.12 || >=25')).toBe(false);
    expect(satisfies('24.9.0', '>=20.0.0 <=24.x.x')).toBe(true);
    expect(satisfies('25.0.0', '>=20.0.0 <=24.x.x')).toBe(false);
    expect(satisfies('14.17.0', '>= 14.17')).toBe(true);
    expect(satisfies('16.4.0', '~16.3')).toBe(false);
    expect(satisfies('12.0.0', '10 - 12')).toBe(true);
    expect(satisfies('0.12.0', '^0.10.0')).toBe(false);
    expect(satisfies('20.0.0', '*')).toBe(true);
  });

  it('refuses a range it cannot read rather than guess', () => {
    expect(() => satisfies('20.19.0', 'node LTS')).toThrow(/Cannot read/);
  });
});

describe('narrowerPackages', () => {
  it('lists the locked packages whose own range leaves the version out', () => {
    const lock = {
      packages: {
        '': {engines: {node: '>=20.19'}},
        'node_modules/@shopify/mini-oxygen': {engines: {node: '^22 || ^24'}},
        'node_modules/a/node_modules/sync-fetch': {engines: {node: '>=22.12.0'}},
        'node_modules/vite': {engines: {node: '^20.19.0 || >=22.12.0'}},
        'node_modules/odd': {engines: {node: 'whatever'}},
      },
    };
    expect(narrowerPackages(lock, '20.20.2')).toEqual([
      {name: '@shopify/mini-oxygen', range: '^22 || ^24'},
      {name: 'sync-fetch', range: '>=22.12.0'},
    ]);
  });
});
