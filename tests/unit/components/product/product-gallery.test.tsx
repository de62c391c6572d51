import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {I18nProvider} from '~/i18n/translate';
import {ProductGallery, type GalleryImage} from '~/components/product/product-gallery';
import {createI18n} from '~/i18n/i18n';
import {CATALOGUES} from '~/i18n/messages.server';

const image = (name: string, altText: string | null = `Photo ${name}`): GalleryImage => ({
  id: name,
  url: `https://cdn.test/${name}.jpg`,
  altText,
  width: 800,
  height: 800,
});

function render(images: GalleryImage[], variantImage?: GalleryImage) {
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('en', CATALOGUES.en)}>
      <ProductGallery images={images} variantImage={variantImage} title="Tidewater" />
    </I18nProvider>,
  );
}

describe('ProductGallery', () => {
  it('fetches the large photo first, with sizes for every screen', () => {
    const html = render([image('front')]);
    expect(html).toMatch(/<img[^>]*alt="Photo front"[^>]*loading="eager"/);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('sizes="(min-width: 48em) 50vw, 100vw"');
    expect(html).toContain('srcSet=');
    expect(html).not.toContain('<button');
  });

  it('offers the other photos as named, lazily loaded thumbnail buttons', () => {
    const html = render([image('front'), image('back')]);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-pressed="true"');
    expect(buttons[0]).toContain('aria-label="Show photo 1 of 2: Photo front"');
    expect(buttons[1]).toContain('aria-pressed="false"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it("shows the variant's photo first and names photos without alt text after the product", () => {
    const html = render([image('front', null)], image('pdf-cover'));
    expect(html).toMatch(/<img[^>]*alt="Photo pdf-cover"[^>]*loading="eager"/);
    expect(html).toContain('aria-label="Show photo 2 of 2: Tidewater"');
  });
});
