import {screenPathFromParams} from '~/i18n/links';
import type {Locale} from '~/i18n/locales';
import type {Screen} from '~/i18n/route-table';
import type {PageCatalogue as Catalogue} from '~/i18n/messages.server';
import {breadcrumbListJsonLd, type JsonLd} from './structured-data.server';

// Where each screen sits in the menu, for its breadcrumbs.
export const SCREEN_PARENTS: Partial<Record<Screen, Screen>> = {
  'about-detail': 'about',
  workshop: 'workshops',
  collection: 'shop',
  product: 'shop',
  videos: 'media',
  photos: 'media',
  podcasts: 'media',
  radio: 'media',
  press: 'media',
  orders: 'account',
  order: 'orders',
  addresses: 'account',
};

type Params = Record<string, string | undefined>;

// A menu heading with no page of its own sends its visitors to the page it opens on: a crumb links
// there, as a search engine reports a crumb that redirects.
export const SCREEN_LANDINGS: Partial<Record<Screen, {screen: Screen; params: Params}>> = {
  shop: {screen: 'collection', params: {handle: 'all'}},
  media: {screen: 'videos', params: {}},
};

export function screenAncestors(screen: Screen): Screen[] {
  const parent = SCREEN_PARENTS[screen];
  return parent ? [...screenAncestors(parent), parent] : [];
}

export interface BreadcrumbInput {
  screen: Screen;
  locale: Locale;
  params: Record<string, string | undefined>;
  origin: string;
  messages: Catalogue;
  name: string;
}

export function screenBreadcrumbs(input: BreadcrumbInput): JsonLd | null {
  const ancestors = screenAncestors(input.screen);
  if (!ancestors.length) return null;
  const url = (screen: Screen, params: Params = {}) => {
    const landing = SCREEN_LANDINGS[screen];
    const target = landing ? screenPathFromParams(landing.screen, input.locale, landing.params) : null;
    return new URL(target ?? screenPathFromParams(screen, input.locale, params), input.origin).toString();
  };
  const own = url(input.screen, input.params);
  // The page a heading opens on is not its own parent (the videos under Media, all products under Shop).
  const trail = ancestors
    .map((screen) => ({name: input.messages.screen[screen], url: url(screen)}))
    .filter((crumb) => crumb.url !== own);
  return breadcrumbListJsonLd([
    {name: input.messages.nav.home, url: url('home')},
    ...trail,
    {name: input.name, url: own},
  ]);
}
