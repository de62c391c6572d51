import {useLocation, useMatches, useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import type {Locale} from './locales';
import {parseRouteId, type Screen} from './route-table';
import {localeOfUrl} from './url-screen';

export interface CurrentScreen {
  screen: Screen;
  locale: Locale;
  params: Record<string, string | undefined>;
}

export function useCurrentScreen(): CurrentScreen | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const parsed = parseRouteId(matches[i].id);
    if (parsed) return {...parsed, params: matches[i].params};
  }
  return null;
}

export function useLocale(): Locale {
  const data = useRouteLoaderData<RootLoader>('root');
  const {pathname} = useLocation();
  return data?.locale ?? localeOfUrl(pathname);
}
