import {matchRoutes, type Params} from 'react-router';
import {DEFAULT_LOCALE, LOCALES, type Locale} from './locales';
import {SCREEN_IDS, SCREENS, parseRouteId, routeId, type Screen} from './route-table';

// The screens' routes as `app/routes.ts` gives them to React Router, so matching ranks as the router does.
const SCREEN_ROUTES = SCREEN_IDS.flatMap((screen) =>
  LOCALES.map((locale) => ({id: routeId(screen, locale), path: SCREENS[screen].paths[locale] as string})),
);

export interface ScreenAt {
  screen: Screen;
  locale: Locale;
  params: Params;
}

// A navigation fetches `{path}.data` (`/_root.data` for `/`); a trailing slash is the same page.
export function pagePathname(pathname: string): string {
  const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  return page.replace(/\/+$/, '') || '/';
}

function pageOf(url: string | URL): string {
  return pagePathname((typeof url === 'string' ? new URL(url, 'http://localhost') : url).pathname);
}

// React Router matches the whole table on every call, and a request asks several times: recent paths
// keep their answer, the oldest goes first, so paths made up by a crawler cannot grow it.
const REMEMBERED_PAGES = 500;
const screensOfPages = new Map<string, ScreenAt | null>();

function matchScreen(page: string): ScreenAt | null {
  const match = matchRoutes(SCREEN_ROUTES, page)?.at(-1);
  const parsed = match ? parseRouteId(match.route.id) : null;
  return match && parsed ? Object.freeze({...parsed, params: Object.freeze({...match.params})}) : null;
}

export function screenAt(url: string | URL): ScreenAt | null {
  const page = pageOf(url);
  if (screensOfPages.has(page)) return screensOfPages.get(page)!;
  const screen = matchScreen(page);
  if (screensOfPages.size >= REMEMBERED_PAGES) screensOfPages.delete(screensOfPages.keys().next().value!);
  screensOfPages.set(page, screen);
  return screen;
}

// Off the table (a 404, the newsletter's and the calendar's own routes) the prefix decides: `/en/…` is English.
export function localeOfUrl(url: string | URL): Locale {
  const screen = screenAt(url);
  if (screen) return screen.locale;
  const first = pageOf(url).split('/')[1];
  return first === 'fr' || first === 'nl' ? first : DEFAULT_LOCALE;
}
