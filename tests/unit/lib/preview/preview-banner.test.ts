import {describe, expect, it} from 'vitest';
import {previewBannerHtml, withBanner} from '~/lib/preview/preview-banner.server';

function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('the preview banner', () => {
  it('is a plain form that posts to the exit in the page’s language, with the catalogue’s words', () => {
    const html = previewBannerHtml('fr', 'draft');
    expect(html).toContain('<form method="post" action="/fr/preview/quitter">');
    expect(html).toContain('Aperçu');
    expect(html).toContain('>Quitter l’aperçu</button>');
    expect(previewBannerHtml('nl', 'draft')).toContain('action="/nl/preview/verlaten"');
    expect(previewBannerHtml('en', 'draft')).toContain('>Leave preview</button>');
  });

  it('says which version is shown', () => {
    expect(previewBannerHtml('en', 'draft')).toContain('unpublished changes');
    expect(previewBannerHtml('en', 'published')).toContain('the published version');
  });

  it('goes first in the body, even when a chunk splits the tag or a character', async () => {
    const page = '<!DOCTYPE html><html lang="fr"><head><title>Écoute</title></head><body class="x"><main>Église</main></body></html>';
    const bytes = encode(page);
    // Split inside `<body` and inside the two bytes of "É".
    const cuts = [page.indexOf('<body') + 3, bytes.indexOf(0xc3, 60) + 1];
    const parts = [bytes.slice(0, cuts[0]), bytes.slice(cuts[0], cuts[1]), bytes.slice(cuts[1])];
    const out = await new Response(withBanner(streamOf(parts), '<aside>B</aside>')).text();
    expect(out).toBe(page.replace('<body class="x">', '<body class="x"><aside>B</aside>'));
  });
});
