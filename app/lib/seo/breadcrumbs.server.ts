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
  const url = (screen: Screen, params: Record<string, string | undefined> = {}) =>
    new URL(screenPathFromParams(screen, input.locale, params), input.origin).toString();
  return breadcrumbListJsonLd([
    {name: input.messages.nav.home, url: url('home')},
    ...ancestors.map((screen) => ({name: input.messages.screen[screen], url: url(screen)})),
    {name: input.name, url: url(input.screen, input.params)},
  ]);
}
