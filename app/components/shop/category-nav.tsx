import {Link} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';

export const CATEGORIES = ['all', 'cds', 'tunebooks', 'bundles'] as const;

export function CategoryNav({current}: {current: string}) {
  const {t} = useTranslation();
  const locale = useLocale();
  return (
    <nav className="category-nav" aria-label={t('shop.categoriesLabel')}>
      <ul>
        {CATEGORIES.map((handle) => (
          <li key={handle}>
            <Link
              to={screenPath('collection', locale, {handle})}
              prefetch="intent"
              aria-current={handle === current ? 'page' : undefined}
            >
              {t(`shop.category.${handle}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
