import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {Form, Link, useLocation, useSubmit} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {FilterGroup} from '~/lib/shop/filter-panel';
import {filledParams} from '~/lib/shop/filled-params';
import {FILTER_PARAMS, SORT_PARAM} from '~/lib/shop/list-params';

interface ProductFiltersProps {
  groups: FilterGroup[];
  sorts: string[];
  sort: string;
  filtered: boolean;
  clearFiltersUrl: string;
  hidden?: Record<string, string>;
}

export function ProductFilters({groups, sorts, sort, filtered, clearFiltersUrl, hidden = {}}: ProductFiltersProps) {
  const {t} = useTranslation();
  const {search} = useLocation();
  const id = useId();
  const submit = useSubmit();
  // Open while the list is filtered or sorted, and then as the visitor leaves it: choosing the
  // default sort again must not fold the panel away under their hands.
  const [open, setOpen] = useState(filtered || sort !== sorts[0]);
  // The field to give focus back to once the new list is in: the form is rebuilt for it (see its key).
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (refocus.current) document.getElementById(refocus.current)?.focus({preventScroll: true});
    refocus.current = null;
  }, [search]);

  const apply = (form: HTMLFormElement, focused: Element | null) => {
    const query = filledParams(new FormData(form));
    if (query.toString() === new URLSearchParams(search).toString()) return;
    refocus.current = focused?.id || null;
    void submit(query, {method: 'get', preventScrollReset: true});
  };

  return (
    <details className="product-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('shop.filterAndSort')}</summary>
      {/* Keyed by the URL: a new list (a cleared filter, the back button) shows its own choices. */}
      <Form
        key={search}
        method="get"
        preventScrollReset
        noValidate
        className="product-filters__form"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          apply(event.currentTarget, submitter ?? document.activeElement);
        }}
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) apply(event.currentTarget, event.target);
        }}
      >
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
          <button id={`${id}-apply`} type="submit" className="button">
            {t('shop.applyFilters')}
          </button>
          {filtered ? <Link to={clearFiltersUrl}>{t('shop.clearFilters')}</Link> : null}
        </div>
      </Form>
    </details>
  );
}
