import {describe, expect, it} from 'vitest';
import {createPagePolicy} from '~/lib/http/csp.server';

const directive = (header: string, name: string) =>
  header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('page policy', () => {
  const {header} = createPagePolicy({
    PUBLIC_STORE_DOMAIN: 'duo-shop.myshopify.com',
    CMS_URL: 'https://cms.example.org/',
  });

  it('allows frames only from the two video players', () => {
    expect(directive(header, 'frame-src').sort()).toEqual([
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('allows images and audio from the CMS origin', () => {
    expect(directive(header, 'img-src')).toContain('https://cms.example.org');
    expect(directive(header, 'media-src')).toEqual(["'self'", 'https://cms.example.org']);
  });

  it('still forbids framing the site', () => {
    expect(directive(header, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the CMS, and only the CMS, frame a preview', () => {
    const preview = createPagePolicy(
      {PUBLIC_STORE_DOMAIN: 'duo-shop.myshopify.com', CMS_URL: 'https://cms.example.org/'},
      {framedByCms: true},
    );
    expect(directive(preview.header, 'frame-ancestors')).toEqual(['https://cms.example.org']);
  });

  it('runs no script at all on a page that must stay as the server wrote it', () => {
    const still = createPagePolicy({PUBLIC_STORE_DOMAIN: 'duo-shop.myshopify.com'}, {scripts: false});
    expect(directive(still.header, 'script-src')).toEqual(["'none'"]);
    expect(still.header).not.toMatch(/script-src-elem/);
    expect(header).not.toContain("script-src 'none'");
  });
});
