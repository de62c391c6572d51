import {useId} from 'react';
import {Form, Link, useLocation} from 'react-router';
import {useTranslation} from 'react-i18next';
import type {FilterGroup} from '~/lib/shop/filter-panel';
import {FILTER_PARAMS} from '~/lib/shop/product-filter-params';
import {SORT_PARAM} from '~/lib/shop/sort-options';

interface ProductFiltersProps {
  groups: FilterGroup[];
  /** The sort names the list offers, its default first. */
  sorts: string[];
  sort: string;
  filtered: boolean;
  clearFiltersUrl: string;
  /** Parameters the list keeps when filtered, such as the search term. */
  hidden?: Record<string, string>;
}

/**
 * Sort and filters as one GET form: the URL holds the choice, so it works
 * without JavaScript and can be shared. It applies on the button, not on each
 * change, so a keyboard or screen reader user is never moved mid-choice.
 */
export function ProductFilters({groups, sorts, sort, filtered, clearFiltersUrl, hidden = {}}: ProductFiltersProps) {
  const {t} = useTranslation();
  const {search} = useLocation();
  const id = useId();
  return (
    <details className="product-filters" open={filtered || sort !== sorts[0]}>
      <summary>{t('shop.filterAndSort')}</summary>
      {/* Keyed by the URL: a new list (a cleared filter, the back button) shows its own choices. */}
      <Form key={search} method="get" preventScrollReset noValidate className="product-filters__form">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="form-field">
          <label htmlFor={`${id}-sort`}>{t('shop.sortLabel')}</label>
          <select id={`${id}-sort`} name={SORT_PARAM} defaultValue={sort}>
            {sorts.map((name) => (
              <option key={name} value={name}>
                {t(`shop.sort.${name}`)}
              </option>
            ))}
          </select>
        </div>
        {groups.map((group) =>
          group.kind === 'list' ? (
            <fieldset key={group.id} className="product-filters__group">
              <legend>{group.label}</legend>
              {group.options.map((option) => (
                <div key={option.id} className="form-field form-field--checkbox">
                  <input
                    id={`${id}-${option.id}`}
                    type="checkbox"
                    name={option.name}
                    value={option.value}
                    defaultChecked={option.checked}
                  />
                  <label htmlFor={`${id}-${option.id}`}>
                    {t('shop.filterOption', {label: option.label, count: option.count})}
                  </label>
                </div>
              ))}
            </fieldset>
          ) : (
            <fieldset key={group.id} className="product-filters__group product-filters__price">
              <legend>{group.label}</legend>
              <div className="form-field">
                <label htmlFor={`${id}-price-min`}>{t('shop.priceMin')}</label>
                <input
                  id={`${id}-price-min`}
                  type="number"
                  name={FILTER_PARAMS.priceMin}
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  placeholder="0"
                  defaultValue={group.min ?? ''}
                />
              </div>
              <div className="form-field">
                <label htmlFor={`${id}-price-max`}>{t('shop.priceMax')}</label>
                <input
                  id={`${id}-price-max`}
                  type="number"
                  name={FILTER_PARAMS.priceMax}
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  placeholder={group.ceiling !== null ? String(group.ceiling) : undefined}
                  defaultValue={group.max ?? ''}
                />
              </div>
            </fieldset>
          ),
        )}
        <div className="product-filters__actions">
          <button type="submit" className="button">
            {t('shop.applyFilters')}
          </button>
          {filtered ? <Link to={clearFiltersUrl}>{t('shop.clearFilters')}</Link> : null}
        </div>
      </Form>
    </details>
  );
}
