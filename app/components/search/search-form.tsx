import {useId} from 'react';
import {Form} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {SEARCH_PARAM} from '~/lib/shop/list-params';

export function SearchForm({term}: {term: string}) {
  const {t} = useTranslation();
  const id = useId();
  return (
    <Form key={term} method="get" role="search" className="search-form">
      <label htmlFor={id}>{t('search.label')}</label>
      <div className="search-form__row">
        <input id={id} type="search" name={SEARCH_PARAM} defaultValue={term} autoComplete="off" enterKeyHint="search" />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </Form>
  );
}
