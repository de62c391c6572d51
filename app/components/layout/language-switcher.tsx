import {useTranslation} from '~/i18n/translate';
import {Link, useLocation, useMatches} from 'react-router';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {useCurrentScreen, useLocale} from '~/i18n/use-screen';

// A product page names its variant in words of the page's language: its query changes with the language.
export interface LanguageSwitchHandle {
  languageSearch: (data: unknown, search: string) => string;
}

function isLanguageSwitchHandle(handle: unknown): handle is LanguageSwitchHandle {
  return typeof (handle as Partial<LanguageSwitchHandle> | undefined)?.languageSearch === 'function';
}

export function LanguageSwitcher() {
  const {t} = useTranslation();
  const current = useCurrentScreen();
  const locale = useLocale();
  const {search} = useLocation();
  const matches = [...useMatches()].reverse();
  const adapting = matches.find((match) => isLanguageSwitchHandle(match.handle));
  // A page written in some languages only names those it can be opened in (its loader's `offeredLanguages`).
  const offered = matches
    .map((match) => (match.data as {offeredLanguages?: readonly Locale[]} | null | undefined)?.offeredLanguages)
    .find(Boolean);
  const targets = offered ? LOCALES.filter((target) => target === locale || offered.includes(target)) : LOCALES;
  const otherSearch = isLanguageSwitchHandle(adapting?.handle)
    ? adapting.handle.languageSearch(adapting.data, search)
    : search;

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
