import {useTranslation} from '~/i18n/translate';
import {Link, useLocation, useMatches, useNavigation} from 'react-router';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {useCurrentScreen, useLocale} from '~/i18n/use-screen';
import {languageSwitchSearch} from '~/lib/shop/variant-handoff';

// What a page's loader may say about its other languages: those it is written in (`offeredLanguages`), and
// whether its query names a variant in its own words (`namesVariants`: a product page's options change words).
interface LanguageSwitchData {
  offeredLanguages?: readonly Locale[];
  namesVariants?: boolean;
}

export function LanguageSwitcher() {
  const {t} = useTranslation();
  const current = useCurrentScreen();
  const locale = useLocale();
  const location = useLocation();
  const pending = useNavigation().location;
  // While a pick on this page loads (a variant), the page already shows it: the links follow it.
  const {search} = pending?.pathname === location.pathname ? pending : location;
  const page = useMatches().at(-1)?.data as LanguageSwitchData | null | undefined;
  const offered = page?.offeredLanguages;
  const targets = offered ? LOCALES.filter((target) => target === locale || offered.includes(target)) : LOCALES;
  const otherSearch = page?.namesVariants ? languageSwitchSearch(search, locale) : search;

  const hrefFor = (target: Locale) =>
    current
      ? `${screenPathFromParams(current.screen, target, current.params)}${target === locale ? search : otherSearch}`
      : screenPathFromParams('home', target, {});

  return (
    <nav className="language-switcher" aria-label={t('layout.language')}>
      <ul>
        {targets.map((target) => {
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
