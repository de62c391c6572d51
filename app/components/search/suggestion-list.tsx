import {useTranslation} from '~/i18n/translate';
import {ProductPrice} from '~/components/shop/product-price';
import type {Suggestion} from '~/routes/search-suggestions';

interface SuggestionListProps {
  id: string;
  optionId: (index: number) => string;
  products: Suggestion[];
  term: string;
  activeIndex: number;
  onChoose: (index: number) => void;
}

// Loaded once someone types, so the price formatting stays out of every page's first script.
export default function SuggestionList({id, optionId, products, term, activeIndex, onChoose}: SuggestionListProps) {
  const {t} = useTranslation();
  const option = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === activeIndex,
    tabIndex: -1,
    className: `suggestion${index === activeIndex ? ' suggestion--active' : ''}`,
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => onChoose(index),
  });
  return (
    <ul id={id} role="listbox" aria-label={t('search.suggestions')} className="suggestion-list">
      {products.map((product, index) => (
        <li key={product.id} {...option(index)}>
          {product.image ? (
            <img className="suggestion__image" src={product.image.url} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className="suggestion__image" />
          )}
          <span className="suggestion__title">{product.title}</span>
          <ProductPrice price={product.price as Parameters<typeof ProductPrice>[0]['price']} />
        </li>
      ))}
      <li {...option(products.length)} className={`${option(products.length).className} suggestion--all`}>
        {t('search.showAll', {term})}
      </li>
    </ul>
  );
}
