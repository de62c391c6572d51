import type {Locale} from './locales';

export const SCREENS = {
  home: {module: 'home', paths: {en: '/', fr: '/fr', nl: '/nl'}},
  about: {module: 'about', paths: {en: '/about', fr: '/fr/a-propos', nl: '/nl/over-ons'}},
  'about-detail': {
    module: 'about-detail',
    paths: {en: '/about/:handle', fr: '/fr/a-propos/:handle', nl: '/nl/over-ons/:handle'},
  },
  calendar: {module: 'calendar', paths: {en: '/calendar', fr: '/fr/calendrier', nl: '/nl/kalender'}},
  'calendar-archive': {
    module: 'calendar-archive',
    paths: {en: '/calendar/archive/:year', fr: '/fr/calendrier/archives/:year', nl: '/nl/kalender/archief/:year'},
  },
  live: {module: 'live', paths: {en: '/live', fr: '/fr/live', nl: '/nl/live'}},
  contact: {module: 'contact', paths: {en: '/contact', fr: '/fr/contact', nl: '/nl/contact'}},
  media: {
    module: 'media-landing',
    paths: {en: '/media-and-press', fr: '/fr/medias-et-presse', nl: '/nl/media-en-pers'},
  },
  videos: {
    module: 'videos',
    paths: {
      en: '/media-and-press/videos',
      fr: '/fr/medias-et-presse/videos',
      nl: '/nl/media-en-pers/videos',
    },
  },
  photos: {
    module: 'photos',
    paths: {
      en: '/media-and-press/photos',
      fr: '/fr/medias-et-presse/photos',
      nl: '/nl/media-en-pers/fotos',
    },
  },
  podcasts: {
    module: 'podcasts',
    paths: {
      en: '/media-and-press/podcasts',
      fr: '/fr/medias-et-presse/podcasts',
      nl: '/nl/media-en-pers/podcasts',
    },
  },
  radio: {
    module: 'radio',
    paths: {
      en: '/media-and-press/radio',
      fr: '/fr/medias-et-presse/radio',
      nl: '/nl/media-en-pers/radio',
    },
  },
  press: {
    module: 'press',
    paths: {
      en: '/media-and-press/press',
      fr: '/fr/medias-et-presse/presse',
      nl: '/nl/media-en-pers/pers',
    },
  },
  'privacy-policy': {
    module: 'policy',
    paths: {
      en: '/policies/privacy-policy',
      fr: '/fr/policies/privacy-policy',
      nl: '/nl/policies/privacy-policy',
    },
  },
  'refund-policy': {
    module: 'policy',
    paths: {
      en: '/policies/refund-policy',
      fr: '/fr/policies/refund-policy',
      nl: '/nl/policies/refund-policy',
    },
  },
  'terms-of-service': {
    module: 'policy',
    paths: {
      en: '/policies/terms-of-service',
      fr: '/fr/policies/terms-of-service',
      nl: '/nl/policies/terms-of-service',
    },
  },
  shop: {module: 'shop-landing', paths: {en: '/shop', fr: '/fr/shop', nl: '/nl/shop'}},
  collection: {
    module: 'collection',
    paths: {
      en: '/shop/collections/:handle',
      fr: '/fr/shop/collections/:handle',
      nl: '/nl/shop/collecties/:handle',
    },
  },
  product: {
    module: 'product',
    paths: {
      en: '/shop/products/:handle',
      fr: '/fr/shop/produits/:handle',
      nl: '/nl/shop/producten/:handle',
    },
  },
  workshops: {module: 'workshops', paths: {en: '/workshops', fr: '/fr/ateliers', nl: '/nl/workshops'}},
  workshop: {
    module: 'workshop',
    paths: {en: '/workshops/:handle', fr: '/fr/ateliers/:handle', nl: '/nl/workshops/:handle'},
  },
  cart: {module: 'cart', paths: {en: '/cart', fr: '/fr/panier', nl: '/nl/winkelmandje'}},
  search: {module: 'search', paths: {en: '/search', fr: '/fr/recherche', nl: '/nl/zoeken'}},
  account: {module: 'account/overview', paths: {en: '/account', fr: '/fr/compte', nl: '/nl/account'}},
  login: {
    module: 'account/login',
    paths: {en: '/account/login', fr: '/fr/compte/connexion', nl: '/nl/account/inloggen'},
  },
  register: {
    module: 'account/register',
    paths: {en: '/account/register', fr: '/fr/compte/inscription', nl: '/nl/account/registreren'},
  },
  recover: {
    module: 'account/recover',
    paths: {
      en: '/account/recover',
      fr: '/fr/compte/mot-de-passe-oublie',
      nl: '/nl/account/wachtwoord-vergeten',
    },
  },
  reset: {
    module: 'account/reset',
    paths: {
      en: '/account/reset/:id/:token',
      fr: '/fr/compte/reinitialiser/:id/:token',
      nl: '/nl/account/herstellen/:id/:token',
    },
  },
  order: {
    module: 'account/order',
    paths: {
      en: '/account/orders/:id',
      fr: '/fr/compte/commandes/:id',
      nl: '/nl/account/bestellingen/:id',
    },
  },
  addresses: {
    module: 'account/addresses',
    paths: {en: '/account/addresses', fr: '/fr/compte/adresses', nl: '/nl/account/adressen'},
  },
  orders: {
    module: 'account/orders',
    paths: {en: '/account/orders', fr: '/fr/compte/commandes', nl: '/nl/account/bestellingen'},
  },
  activate: {
    module: 'account/activate',
    paths: {
      en: '/account/activate/:id/:token',
      fr: '/fr/compte/activer/:id/:token',
      nl: '/nl/account/activeren/:id/:token',
    },
  },
  logout: {
    module: 'account/logout',
    paths: {en: '/account/logout', fr: '/fr/compte/deconnexion', nl: '/nl/account/afmelden'},
  },
} as const satisfies Record<string, {module: string; paths: Record<Locale, string>}>;

export type Screen = keyof typeof SCREENS;

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
