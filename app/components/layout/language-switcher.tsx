import {useTranslation} from 'react-i18next';
import {Link, useLocation} from 'react-router';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {useCurrentScreen, useLocale} from '~/i18n/use-screen';

/**
 * Links to the same screen in the other languages, keeping handles and the
 * query string. On a page with no screen (a 404) it leads to the home pages.
 */
export function LanguageSwitcher() {
  const {t} = useTranslation();
  const current = useCurrentScreen();
  const locale = useLocale();
  const {search} = useLocation();

  const hrefFor = (target: Locale) =>
    current
      ? `${screenPathFromParams(current.screen, target, current.params)}${search}`
      : screenPathFromParams('home', target, {});

  return (
    <nav className="language-switcher" aria-label={t('layout.language')}>
      <ul>
        {LOCALES.map((target) => {
          const info = LOCALE_INFO[target];
          const isCurrent = target === locale;
          return (
            <li key={target}>
              <Link
                to={hrefFor(target)}
                hrefLang={info.tag}
                lang={info.tag}
                aria-current={isCurrent ? 'true' : undefined}
                title={info.displayName}
                reloadDocument={false}
              >
                <span aria-hidden="true">{target.toUpperCase()}</span>
                <span className="visually-hidden">{info.displayName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
