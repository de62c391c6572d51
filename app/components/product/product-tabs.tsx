import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useTranslation} from '~/i18n/translate';
import {useHydrated} from '~/components/ui/use-hydrated';

export interface ProductTexts {
  // The shop's own content, as Shopify's HTML.
  descriptionHtml: string;
  details: string | null;
  shipping: string | null;
}

const TABS = ['description', 'details'] as const;
type Tab = (typeof TABS)[number];

function Paragraphs({text, fallback}: {text: string | null; fallback: string}) {
  const lines = (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) return <p className="product-tabs__empty">{fallback}</p>;
  return (
    <>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </>
  );
}

// Without JavaScript there are no tabs: both panels show one after the other under their headings.
export function ProductTabs({texts}: {texts: ProductTexts}) {
  const {t} = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [active, setActive] = useState<Tab>('description');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const panels: Record<Tab, ReactNode> = {
    description: texts.descriptionHtml.trim() ? (
      <div className="product-tabs__description" dangerouslySetInnerHTML={{__html: texts.descriptionHtml}} />
    ) : (
      <p className="product-tabs__empty">{t('product.descriptionMissing')}</p>
    ),
    details: (
      <>
        <Paragraphs text={texts.details} fallback={t('product.detailsMissing')} />
        {/* Under the panel's own heading before the scripts run; with tabs, a panel has none. */}
        {hydrated ? <h2>{t('product.shippingTitle')}</h2> : <h3>{t('product.shippingTitle')}</h3>}
        <Paragraphs text={texts.shipping} fallback={t('product.shippingMissing')} />
      </>
    ),
  };
  const title: Record<Tab, string> = {description: t('product.descriptionTab'), details: t('product.detailsTab')};

  if (!hydrated) {
    return (
      <div className="product-tabs">
        {TABS.map((tab) => (
          <section key={tab} className="product-tabs__panel" aria-labelledby={`${id}-${tab}-tab`}>
            <h2 id={`${id}-${tab}-tab`} className="product-tabs__heading">
              {title[tab]}
            </h2>
            {panels[tab]}
          </section>
        ))}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(active);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(TABS[next[event.key]]);
    tabRefs.current[next[event.key]]?.focus();
  };

  return (
    <div className="product-tabs">
      <div role="tablist" aria-label={t('product.tabsLabel')} className="product-tabs__list">
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-controls={`${id}-${tab}-panel`}
            aria-selected={active === tab}
            tabIndex={active === tab ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
          >
            {title[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={active !== tab}
          tabIndex={0}
          className="product-tabs__panel"
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
