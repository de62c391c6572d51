import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startReferencePage} from '../../../scripts/bench/reference-page.mjs';

describe('the reference page the bench audits beside the site', () => {
  let page: {url: string; close: () => Promise<void>};
  beforeAll(async () => {
    page = await startReferencePage();
  });
  afterAll(async () => {
    await page.close();
  });

  it('is a static document on a loopback port, with text and nothing for the browser to run or fetch', async () => {
    expect(new URL(page.url).hostname).toBe('127.0.0.1');
    const response = await fetch(page.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).not.toMatch(/<script|<img|<link|@font-face|url\(/i);
  });

  it('lets crawlers in and answers the icon request: its audits find nothing the site would not have', async () => {
    const robots = await fetch(new URL('/robots.txt', page.url));
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/$/m);
    expect((await fetch(new URL('/favicon.ico', page.url))).status).toBe(204);
    expect((await fetch(new URL('/other', page.url))).status).toBe(404);
  });

  it('stops serving when closed', async () => {
    const other = await startReferencePage();
    await other.close();
    await expect(fetch(other.url)).rejects.toThrow();
  });
});
