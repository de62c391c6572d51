import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {narrowerPackages, satisfies, wrongNodeMessage} from '../../../scripts/check-node-engine.mjs';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {engines: {node: string}};

describe('the Node the site runs on', () => {
  it('is the one package.json states', () => {
    expect(satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('is stated alike in the README', () => {
    expect(read('README.md')).toContain(`\`${pkg.engines.node}\``);
  });

  it('is Node 22 from 22.12 (what Shopify\'s CLI 4 and Vite ask for) or later, never the ended Node 20', () => {
    for (const version of ['22.12.0', '24.1.0', '24.21.0', '26.0.0']) {
      expect(satisfies(version, pkg.engines.node), version).toBe(true);
    }
    for (const version of ['18.20.4', '20.19.0', '20.20.2', '21.7.3', '22.11.0']) {
      expect(satisfies(version, pkg.engines.node), version).toBe(false);
    }
  });

  it('is the major in .node-version, which use-node.sh installs, and within the range', () => {
    const major = read('.node-version').trim();
    expect(major).toMatch(/^\d+$/);
    expect(satisfies(`${major}.0.0`, pkg.engines.node)).toBe(true);
    expect(process.versions.node.split('.')[0]).toBe(major);
  });

  it('tells a developer on an older Node what to install and how', () => {
    const message = wrongNodeMessage('20.20.2', pkg.engines.node, '24');
    expect(message).toContain('This is Node 20.20.2');
    expect(message).toContain('needs Node 24');
    expect(message).toContain('source scripts/use-node.sh');
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
    expect(narrowerPackages(lock, '20.20.2', {platform: 'linux', arch: 'x64'})).toEqual([
      {name: '@shopify/mini-oxygen', range: '^22 || ^24'},
      {name: 'sync-fetch', range: '>=22.12.0'},
    ]);
  });

  it('leaves out a platform binary npm does not install on this machine', () => {
    const lock = {
      packages: {
        'node_modules/@img/sharp-win32-ia32': {engines: {node: '^20.9.0'}, os: ['win32'], cpu: ['ia32']},
        'node_modules/@img/sharp-linux-x64': {engines: {node: '^20.9.0'}, os: ['linux'], cpu: ['x64']},
        'node_modules/not-on-windows': {engines: {node: '^20.9.0'}, os: ['!win32']},
      },
    };
    expect(narrowerPackages(lock, '24.21.0', {platform: 'linux', arch: 'x64'}).map(({name}) => name)).toEqual([
      '@img/sharp-linux-x64',
      'not-on-windows',
    ]);
  });
});
