import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {portOffset, readEnvFile, shiftLocalUrl, stackPorts} from '../../../scripts/site-env.mjs';

const envFile = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'site-env-')), 'test.env');
  writeFileSync(path, text);
  return path;
};

describe('PORT_OFFSET', () => {
  const saved = process.env.PORT_OFFSET;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORT_OFFSET;
    else process.env.PORT_OFFSET = saved;
  });

  it('moves the site, the emulator, its SMTP sink and Strapi together', () => {
    expect(stackPorts(0)).toEqual({site: 3000, emulator: 4010, smtp: 4025, cms: 1337});
    expect(stackPorts(700)).toEqual({site: 3700, emulator: 4710, smtp: 4725, cms: 2037});
  });

  it('is 0 when unset, and a wrong value names the variable', () => {
    expect(portOffset({})).toBe(0);
    expect(portOffset({PORT_OFFSET: ' 25 '})).toBe(25);
    for (const value of ['-1', '1.5', 'abc', '70000']) {
      expect(() => portOffset({PORT_OFFSET: value}), value).toThrow(/PORT_OFFSET must be a whole number/);
    }
    // 6000 is X11's port, which Chromium will not open (net::ERR_UNSAFE_PORT).
    expect(() => portOffset({PORT_OFFSET: '3000'})).toThrow(/puts the site on port 6000, which browsers refuse to open/);
  });

  it('moves URLs on this machine and leaves every other value alone', () => {
    expect(shiftLocalUrl('http://127.0.0.1:4010', 700)).toBe('http://127.0.0.1:4710');
    expect(shiftLocalUrl('http://localhost:1337/admin', 700)).toBe('http://localhost:2037/admin');
    expect(shiftLocalUrl('https://shop.example.org', 700)).toBe('https://shop.example.org');
    expect(shiftLocalUrl('emulator-public-token', 700)).toBe('emulator-public-token');
    expect(shiftLocalUrl('http://127.0.0.1:4010', 0)).toBe('http://127.0.0.1:4010');
  });

  it('applies to what an env file says, from the environment or from the file itself', () => {
    const path = envFile('PUBLIC_STORE_DOMAIN=http://127.0.0.1:4010\nCMS_URL=http://127.0.0.1:1337\nCMS_API_TOKEN=t\n');
    process.env.PORT_OFFSET = '300';
    expect(readEnvFile(path)).toEqual({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4310', CMS_URL: 'http://127.0.0.1:1637', CMS_API_TOKEN: 't'});
    expect(readEnvFile(path, {offset: 0}).CMS_URL).toBe('http://127.0.0.1:1337');
    delete process.env.PORT_OFFSET;
    expect(readEnvFile(envFile('PORT_OFFSET=5\nCMS_URL=http://localhost:1337\n')).CMS_URL).toBe('http://localhost:1342');
  });
});
