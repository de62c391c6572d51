import type {Locale} from './locales';

export const SCREENS = {
  home: {paths: {en: '/', fr: '/fr', nl: '/nl'}},
  about: {paths: {en: '/about', fr: '/fr/a-propos', nl: '/nl/over-ons'}},
  'about-detail': {
    paths: {en: '/about/:handle', fr: '/fr/a-propos/:handle', nl: '/nl/over-ons/:handle'},
  },
  calendar: {paths: {en: '/calendar', fr: '/fr/calendrier', nl: '/nl/kalender'}},
  'calendar-archive': {
    paths: {en: '/calendar/archive/:year', fr: '/fr/calendrier/archives/:year', nl: '/nl/kalender/archief/:year'},
  },
  live: {paths: {en: '/live', fr: '/fr/live', nl: '/nl/live'}},
  contact: {paths: {en: '/contact', fr: '/fr/contact', nl: '/nl/contact'}},
  media: {
    paths: {en: '/media-and-press', fr: '/fr/medias-et-presse', nl: '/nl/media-en-pers'},
  },
  videos: {
    paths: {
      en: '/media-and-press/videos',
      fr: '/fr/medias-et-presse/videos',
      nl: '/nl/media-en-pers/videos',
    },
  },
  photos: {
    paths: {
      en: '/media-and-press/photos',
      fr: '/fr/medias-et-presse/photos',
      nl: '/nl/media-en-pers/fotos',
    },
  },
  podcasts: {
    paths: {
      en: '/media-and-press/podcasts',
      fr: '/fr/medias-et-presse/podcasts',
      nl: '/nl/media-en-pers/podcasts',
    },
  },
  radio: {
    paths: {
      en: '/media-and-press/radio',
      fr: '/fr/medias-et-presse/radio',
      nl: '/nl/media-en-pers/radio',
    },
  },
  press: {
    paths: {
      en: '/media-and-press/press',
      fr: '/fr/medias-et-presse/presse',
      nl: '/nl/media-en-pers/pers',
    },
  },
  'privacy-policy': {
    paths: {
      en: '/policies/privacy-policy',
      fr: '/fr/policies/privacy-policy',
      nl: '/nl/policies/privacy-policy',
    },
  },
  'refund-policy': {
    paths: {
      en: '/policies/refund-policy',
      fr: '/fr/policies/refund-policy',
      nl: '/nl/policies/refund-policy',
    },
  },
  'terms-of-service': {
    paths: {
      en: '/policies/terms-of-service',
      fr: '/fr/policies/terms-of-service',
      nl: '/nl/policies/terms-of-service',
    },
  },
  shop: {paths: {en: '/shop', fr: '/fr/shop', nl: '/nl/shop'}},
  collection: {
    paths: {
      en: '/shop/collections/:handle',
      fr: '/fr/shop/collections/:handle',
      nl: '/nl/shop/collecties/:handle',
    },
  },
  product: {
    paths: {
      en: '/shop/products/:handle',
      fr: '/fr/shop/produits/:handle',
      nl: '/nl/shop/producten/:handle',
    },
  },
  workshops: {paths: {en: '/workshops', fr: '/fr/ateliers', nl: '/nl/workshops'}},
  workshop: {
    paths: {en: '/workshops/:handle', fr: '/fr/ateliers/:handle', nl: '/nl/workshops/:handle'},
  },
  cart: {paths: {en: '/cart', fr: '/fr/panier', nl: '/nl/winkelmandje'}},
  search: {paths: {en: '/search', fr: '/fr/recherche', nl: '/nl/zoeken'}},
  account: {paths: {en: '/account', fr: '/fr/compte', nl: '/nl/account'}},
  login: {
    paths: {en: '/account/login', fr: '/fr/compte/connexion', nl: '/nl/account/inloggen'},
  },
  register: {
    paths: {en: '/account/register', fr: '/fr/compte/inscription', nl: '/nl/account/registreren'},
  },
  recover: {
    paths: {
      en: '/account/recover',
      fr: '/fr/compte/mot-de-passe-oublie',
      nl: '/nl/account/wachtwoord-vergeten',
    },
  },
  reset: {
    paths: {
      en: '/account/reset/:id/:token',
      fr: '/fr/compte/reinitialiser/:id/:token',
      nl: '/nl/account/herstellen/:id/:token',
    },
  },
  order: {
    paths: {
      en: '/account/orders/:id',
      fr: '/fr/compte/commandes/:id',
      nl: '/nl/account/bestellingen/:id',
    },
  },
  addresses: {
    paths: {en: '/account/addresses', fr: '/fr/compte/adresses', nl: '/nl/account/adressen'},
  },
  orders: {
    paths: {en: '/account/orders', fr: '/fr/compte/commandes', nl: '/nl/account/bestellingen'},
  },
  activate: {
    paths: {
      en: '/account/activate/:id/:token',
      fr: '/fr/compte/activer/:id/:token',
      nl: '/nl/account/activeren/:id/:token',
    },
  },
  logout: {
    paths: {en: '/account/logout', fr: '/fr/compte/deconnexion', nl: '/nl/account/afmelden'},
  },
} as const satisfies Record<string, {paths: Record<Locale, string>}>;

export type Screen = keyof typeof SCREENS;

/**
 * The route module (under `app/routes/`) that renders each screen. Only the route config
 * (`app/routes.ts`) reads it, so the browser build leaves it out; every page loads the paths above.
 */
export const SCREEN_MODULES = {
  home: 'home',
  about: 'about',
  'about-detail': 'about-detail',
  calendar: 'calendar',
  'calendar-archive': 'calendar-archive',
  live: 'live',
  contact: 'contact',
  media: 'media-landing',
  videos: 'videos',
  photos: 'photos',
  podcasts: 'podcasts',
  radio: 'radio',
  press: 'press',
  'privacy-policy': 'policy',
  'refund-policy': 'policy',
  'terms-of-service': 'policy',
  shop: 'shop-landing',
  collection: 'collection',
  product: 'product',
  workshops: 'workshops',
  workshop: 'workshop',
  cart: 'cart',
  search: 'search',
  account: 'account/overview',
  login: 'account/login',
  register: 'account/register',
  recover: 'account/recover',
  reset: 'account/reset',
  order: 'account/order',
  addresses: 'account/addresses',
  orders: 'account/orders',
  activate: 'account/activate',
  logout: 'account/logout',
} as const satisfies Record<Screen, string>;

export const SCREEN_IDS = Object.keys(SCREENS) as Screen[];

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type ScreenParams<S extends Screen> = {
  [K in ParamNames<(typeof SCREENS)[S]['paths']['en']>]: string;
};

export function routeId(screen: Screen, locale: Locale): string {
  return `${screen}.${locale}`;
}

export function parseRouteId(id: string): {screen: Screen; locale: Locale} | null {
  const match = /^(.+)\.(en|fr|nl)$/.exec(id);
  if (!match || !(match[1] in SCREENS)) return null;
  return {screen: match[1] as Screen, locale: match[2] as Locale};
}

export function isStaticScreen(screen: Screen): boolean {
  return !SCREENS[screen].paths.en.includes(':');
}
