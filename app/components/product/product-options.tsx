import {Link} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {OptionView} from '~/lib/shop/variant-options';

export function ProductOptions({options}: {options: OptionView[]}) {
  const {t} = useTranslation();
  if (options.length === 0) return null;
  return (
    <div className="product-options">
      {options.map((option, optionIndex) => {
        const labelId = `product-option-${optionIndex}`;
        return (
          <div key={option.name} className="product-option" role="group" aria-labelledby={labelId}>
            <p id={labelId} className="product-option__name">
              {option.name}
            </p>
            <ul className="product-option__values">
              {option.values.map((value) => {
                const className = `product-option__value product-option__value--${value.state}`;
                const note =
                  value.state === 'unavailable'
                    ? t('product.valueUnavailable')
                    : value.state === 'sold-out'
                      ? t('product.valueSoldOut')
                      : null;
                // Greyed and struck through is what the eye gets; the word is for screen readers.
                const noteClass =
                  value.state === 'unavailable' ? 'visually-hidden' : 'product-option__note';
                const label = (
                  <>
                    {value.name}
                    {note ? <span className={noteClass}>{` ${note}`}</span> : null}
                  </>
                );
                return (
                  <li key={value.name}>
                    {value.state === 'unavailable' ? (
                      <span className={className} aria-disabled="true">
                        {label}
                      </span>
                    ) : (
                      <Link
                        to={{search: value.search}}
                        replace
                        preventScrollReset
                        prefetch="intent"
                        className={className}
                        aria-current={value.selected ? 'true' : undefined}
                      >
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
