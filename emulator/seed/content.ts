// What the shop has besides its catalogue: menus, pages, a blog, metaobjects, gift cards, a brand and the
// shipping policy. Handles and Shopify-style resource links only: nothing here assumes a storefront's URLs.
import type {Translated} from './types.js';

export interface MenuItemSeed {
  type: 'COLLECTION' | 'PRODUCT' | 'PAGE' | 'BLOG' | 'SHOP_POLICY' | 'FRONTPAGE' | 'SEARCH' | 'CATALOG' | 'HTTP';
  handle?: string;
  url?: string;
  title: Translated;
  items?: MenuItemSeed[];
}

export const menus: {handle: string; title: Translated; items: MenuItemSeed[]}[] = [
  {
    handle: 'main-menu',
    title: {en: 'Main menu', fr: 'Menu principal', nl: 'Hoofdmenu'},
    items: [
      {type: 'FRONTPAGE', title: {en: 'Home', fr: 'Accueil', nl: 'Home'}},
      {
        type: 'COLLECTION',
        handle: 'all',
        title: {en: 'Shop', fr: 'Boutique', nl: 'Winkel'},
        items: [
          {type: 'COLLECTION', handle: 'cds', title: {en: 'CDs', fr: 'CD', nl: "Cd's"}},
          {type: 'COLLECTION', handle: 'tunebooks', title: {en: 'Tunebooks', fr: 'Recueils', nl: 'Muziekboeken'}},
        ],
      },
      {type: 'PRODUCT', handle: 'tidewater', title: {en: 'New album: Tidewater', fr: 'Nouvel album : Tidewater', nl: 'Nieuw album: Tidewater'}},
      {type: 'BLOG', handle: 'news', title: {en: 'News', fr: 'Actualités', nl: 'Nieuws'}},
      {type: 'PAGE', handle: 'about', title: {en: 'About', fr: 'À propos', nl: 'Over ons'}},
    ],
  },
  {
    handle: 'footer',
    title: {en: 'Footer', fr: 'Pied de page', nl: 'Voettekst'},
    items: [
      {type: 'SEARCH', title: {en: 'Search', fr: 'Recherche', nl: 'Zoeken'}},
      {type: 'PAGE', handle: 'contact', title: {en: 'Contact', fr: 'Contact', nl: 'Contact'}},
      {type: 'SHOP_POLICY', handle: 'privacy-policy', title: {en: 'Privacy policy', fr: 'Politique de confidentialité', nl: 'Privacybeleid'}},
      {type: 'SHOP_POLICY', handle: 'refund-policy', title: {en: 'Refund policy', fr: 'Politique de remboursement', nl: 'Terugbetalingsbeleid'}},
      {type: 'SHOP_POLICY', handle: 'shipping-policy', title: {en: 'Shipping policy', fr: 'Politique d’expédition', nl: 'Verzendbeleid'}},
      {type: 'SHOP_POLICY', handle: 'terms-of-service', title: {en: 'Terms of service', fr: 'Conditions d’utilisation', nl: 'Servicevoorwaarden'}},
    ],
  },
];

export const pages: {handle: string; title: Translated; body: Translated; createdAt: string; updatedAt: string}[] = [
  {
    handle: 'about',
    title: {en: 'About us', fr: 'À propos', nl: 'Over ons'},
    body: {
      en: '<p>Ronce &amp; Rivière have played folk dances from Flanders and Wallonia together since 2003.</p>',
      fr: '<p>Ronce &amp; Rivière jouent ensemble les danses folk de Flandre et de Wallonie depuis 2003.</p>',
      nl: '<p>Ronce &amp; Rivière spelen sinds 2003 samen folkdansen uit Vlaanderen en Wallonië.</p>',
    },
    createdAt: '2025-01-10T09:00:00Z',
    updatedAt: '2026-01-15T09:00:00Z',
  },
  {
    handle: 'contact',
    title: {en: 'Contact', fr: 'Contact', nl: 'Contact'},
    body: {
      en: '<p>Questions about an order? Write to us and we answer within two working days.</p>',
      fr: '<p>Une question sur une commande ? Écrivez-nous, nous répondons sous deux jours ouvrables.</p>',
      nl: '<p>Een vraag over een bestelling? Schrijf ons en we antwoorden binnen twee werkdagen.</p>',
    },
    createdAt: '2025-01-10T09:00:00Z',
    updatedAt: '2025-06-01T09:00:00Z',
  },
];

export const blog = {handle: 'news', title: {en: 'News', fr: 'Actualités', nl: 'Nieuws'} satisfies Translated};

export const articles: {
  handle: string;
  title: Translated;
  contentHtml: Translated;
  excerptHtml: Translated;
  author: [string, string];
  tags: string[];
  imageFile: string;
  publishedAt: string;
}[] = [
  {
    handle: 'tidewater-is-out',
    title: {en: 'Tidewater is out', fr: 'Tidewater est sorti', nl: 'Tidewater is uit'},
    excerptHtml: {
      en: '<p>Our sixth album, recorded on the Scheldt.</p>',
      fr: '<p>Notre sixième album, enregistré au bord de l’Escaut.</p>',
      nl: '<p>Ons zesde album, opgenomen aan de Schelde.</p>',
    },
    contentHtml: {
      en: '<p>Our sixth album, recorded on the Scheldt, is out on CD. Twelve dances, two waltzes and a lullaby.</p>',
      fr: '<p>Notre sixième album, enregistré au bord de l’Escaut, sort en CD. Douze danses, deux valses et une berceuse.</p>',
      nl: '<p>Ons zesde album, opgenomen aan de Schelde, is uit op cd. Twaalf dansen, twee walsen en een slaapliedje.</p>',
    },
    author: ['Anne', 'Verhaegen'],
    tags: ['album', 'release'],
    imageFile: 'tidewater.jpg',
    publishedAt: '2025-11-07T10:00:00Z',
  },
  {
    handle: 'spring-tour',
    title: {en: 'Spring tour', fr: 'Tournée de printemps', nl: 'Voorjaarstournee'},
    excerptHtml: {
      en: '<p>Ten balfolk evenings between Ghent and Namur.</p>',
      fr: '<p>Dix soirées balfolk entre Gand et Namur.</p>',
      nl: '<p>Tien balfolkavonden tussen Gent en Namen.</p>',
    },
    contentHtml: {
      en: '<p>Ten balfolk evenings between Ghent and Namur, with a dance workshop before each ball.</p>',
      fr: '<p>Dix soirées balfolk entre Gand et Namur, avec un atelier de danse avant chaque bal.</p>',
      nl: '<p>Tien balfolkavonden tussen Gent en Namen, met een dansworkshop voor elk bal.</p>',
    },
    author: ['Pieter', 'Claes'],
    tags: ['tour'],
    imageFile: 'live-in-ghent.jpg',
    publishedAt: '2026-02-01T10:00:00Z',
  },
];

/** Metaobjects by type; every field value is text, as Shopify stores them. */
export const metaobjects: {type: string; handle: string; updatedAt: string; fields: {key: string; type: string; value: string}[]}[] = [
  {
    type: 'instrument',
    handle: 'diatonic-accordion',
    updatedAt: '2025-05-01T09:00:00Z',
    fields: [
      {key: 'name', type: 'single_line_text_field', value: 'Diatonic accordion'},
      {key: 'player', type: 'single_line_text_field', value: 'Anne Verhaegen'},
    ],
  },
  {
    type: 'instrument',
    handle: 'fiddle',
    updatedAt: '2025-05-01T09:00:00Z',
    fields: [
      {key: 'name', type: 'single_line_text_field', value: 'Fiddle'},
      {key: 'player', type: 'single_line_text_field', value: 'Pieter Claes'},
    ],
  },
];

export const giftCards = [
  {code: 'FOLKGIFT2026', balanceCents: 2500, expiresOn: null},
  {code: 'EXPIREDGIFT25', balanceCents: 2500, expiresOn: '2025-12-31'},
];

export const brand = {
  logoFile: 'collection-all.jpg',
  primaryColor: '#5b2a3c',
  secondaryColor: '#2f5d62',
  slogan: {en: 'Folk dances from both banks', fr: 'Danses folk des deux rives', nl: 'Folkdansen van beide oevers'} satisfies Translated,
  shortDescription: {
    en: 'A Belgian folk duo since 2003.',
    fr: 'Duo folk belge depuis 2003.',
    nl: 'Belgisch folkduo sinds 2003.',
  } satisfies Translated,
};

export const shippingPolicy = {
  handle: 'shipping-policy',
  title: {en: 'Shipping policy', fr: 'Politique d’expédition', nl: 'Verzendbeleid'} satisfies Translated,
  body: {
    en: '<h2>Where we ship</h2><p>We ship to every euro-area country from Ghent, at a flat €5 per order. PDF tunebooks are not shipped.</p>',
    fr: '<h2>Où nous livrons</h2><p>Nous expédions depuis Gand vers tous les pays de la zone euro, pour un forfait de 5 € par commande. Les recueils PDF ne sont pas expédiés.</p>',
    nl: '<h2>Waar we naartoe verzenden</h2><p>We verzenden vanuit Gent naar alle landen van de eurozone, voor een vast bedrag van € 5 per bestelling. PDF-muziekboeken worden niet verzonden.</p>',
  } satisfies Translated,
};
