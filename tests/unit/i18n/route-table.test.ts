import {describe, expect, it} from 'vitest';
import {matchRoutes} from 'react-router';
import {screenPath, screenPathFromParams} from '~/i18n/links';
import {LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, SCREENS, parseRouteId, routeId} from '~/i18n/route-table';

const SAMPLE_PARAMS = {handle: 'field-notes-tunebook', id: '1001', token: 'a1b2c3', year: '2025'};

// The same route objects app/routes.ts gives React Router, so ranking is the real one.
const ROUTES: {id: string; path: string}[] = [
  ...SCREEN_IDS.flatMap((screen) =>
    LOCALES.map((locale) => ({id: routeId(screen, locale), path: SCREENS[screen].paths[locale] as string})),
  ),
  {id: 'not-found', path: '*'},
];

describe('route table', () => {
  it('has one distinct path per screen and language', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(SCREEN_IDS).toHaveLength(33);
  });

  it('keeps English at the root and prefixes French and Dutch', () => {
    for (const screen of SCREEN_IDS) {
      const {en, fr, nl} = SCREENS[screen].paths;
      expect(en.startsWith('/fr') || en.startsWith('/nl') || en.startsWith('/en')).toBe(false);
      expect(fr === '/fr' || fr.startsWith('/fr/')).toBe(true);
      expect(nl === '/nl' || nl.startsWith('/nl/')).toBe(true);
    }
  });

  it.each(SCREEN_IDS.flatMap((screen) => LOCALES.map((locale) => [screen, locale] as const)))(
    'round-trips %s in %s through the router',
    (screen, locale) => {
      const path = screenPathFromParams(screen, locale, SAMPLE_PARAMS);
      const matches = matchRoutes(ROUTES, path);
      const last = matches?.at(-1);
      expect(last?.route.id).toBe(routeId(screen, locale));
      expect(parseRouteId(last!.route.id)).toEqual({screen, locale});
      const expectedParams = Object.fromEntries(
        Object.entries(SAMPLE_PARAMS).filter(([name]) =>
          SCREENS[screen].paths[locale].includes(`:${name}`),
        ),
      );
      expect(last?.params).toEqual(expectedParams);
    },
  );

  it('sends an unknown path or an /en prefix to the not-found route', () => {
    for (const path of ['/nope', '/en/about', '/fr/about', '/nl/a-propos', '/de']) {
      expect(matchRoutes(ROUTES, path)?.at(-1)?.route.id).toBe('not-found');
    }
  });
});

describe('links', () => {
  it('builds a localized path from a screen and its params', () => {
    expect(screenPath('product', 'nl', {handle: 'tunebook'})).toBe('/nl/shop/producten/tunebook');
    expect(screenPath('about', 'fr')).toBe('/fr/a-propos');
    expect(screenPath('home', 'en')).toBe('/');
    expect(screenPath('reset', 'fr', {id: '7', token: 'x'})).toBe('/fr/compte/reinitialiser/7/x');
  });

  it('encodes params and refuses a missing one', () => {
    expect(screenPath('workshop', 'en', {handle: 'a b/c'})).toBe('/workshops/a%20b%2Fc');
    expect(() => screenPathFromParams('product', 'en', {})).toThrow(/Missing param "handle"/);
  });

  it('parses only known route ids', () => {
    expect(parseRouteId('about-detail.nl')).toEqual({screen: 'about-detail', locale: 'nl'});
    expect(parseRouteId('root')).toBeNull();
    expect(parseRouteId('nope.en')).toBeNull();
    expect(parseRouteId('about.de')).toBeNull();
  });
});
