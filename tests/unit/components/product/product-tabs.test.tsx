import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {I18nProvider} from '~/i18n/translate';
import {ProductTabs, type ProductTexts} from '~/components/product/product-tabs';
import {createI18n} from '~/i18n/i18n';
import type {Locale} from '~/i18n/locales';
import {CATALOGUES} from '~/i18n/messages.server';

// The server's markup, which is also what a visitor without JavaScript keeps.
function render(locale: Locale, texts: ProductTexts) {
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale, CATALOGUES[locale])}>
      <ProductTabs texts={texts} />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('ProductTabs without JavaScript', () => {
  it('shows both panels under their headings, the metafields line by line', () => {
    const html = render('en', {
      descriptionHtml: '<p>Tunes <strong>with chords</strong>.</p>',
      details: '32 tunes.\nA4, spiral-bound.',
      shipping: 'Ships from Ghent.',
    });
    expect(html).not.toContain('role="tablist"');
    expect(text(html)).toBe('Description Tunes with chords . Details 32 tunes. A4, spiral-bound. Shipping Ships from Ghent.');
  });

  it("says exactly the catalogue's texts when the shop has none", () => {
    const empty = {descriptionHtml: '', details: null, shipping: '  '};
    expect(text(render('en', empty))).toBe(
      'Description Description not available. Details Details not available. Shipping Shipping information not available.',
    );
    expect(text(render('nl', empty))).toContain('Beschrijving niet beschikbaar.');
    expect(text(render('fr', empty))).toContain('Informations de livraison non disponibles.');
  });
});
