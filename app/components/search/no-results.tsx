import {useTranslation} from '~/i18n/translate';
import {EmptyState} from '~/components/ui/empty-state';
import {ScreenLink} from '~/components/ui/screen-link';

export function NoResults({term}: {term: string}) {
  const {t} = useTranslation();
  return (
    <div className="product-list__empty" role="status">
      <EmptyState>{t('search.noResults', {term})}</EmptyState>
      <p>{t('search.noResultsHint')}</p>
      <ScreenLink screen="collection" params={{handle: 'all'}}>
        {t('search.browseShop')}
      </ScreenLink>
    </div>
  );
}
