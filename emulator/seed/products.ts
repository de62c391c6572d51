// The duo's catalogue: six CDs, four tunebooks, two bundles (fixed bundles: their variant lists its components).
// Fixed facts the site and its tests rely on:
//   across-the-scheldt  is on sale (compareAtPrice), winter-hearth is sold out (its reissue can be pre-ordered
//                       with a deposit: the shop's one selling plan),
//   tidewater           is the new album, released 2025-11-07 (custom.release_date), published before it.
//   live-in-ghent       has no custom.details and no custom.shipping text yet (the page's fallbacks).
import type {ImageArt, ImageSeed, MetafieldSeed, OptionSeed, ProductSeed, SellingPlanGroupSeed, Translated, VariantSeed} from './types.js';

const VENDOR_NOTE = 'Ronce & Rivière';

const CD_TYPE: Translated = {en: 'CD', fr: 'CD', nl: 'cd'};
const TUNEBOOK_TYPE: Translated = {en: 'Tunebook', fr: 'Recueil de partitions', nl: 'Muziekboek'};
const BUNDLE_TYPE: Translated = {en: 'Bundle', fr: 'Coffret', nl: 'Bundel'};

const TITLE_OPTION: OptionSeed = {
  name: {en: 'Title', fr: 'Title', nl: 'Title'},
  values: [{en: 'Default Title', fr: 'Default Title', nl: 'Default Title'}],
};

const CD_SHIPPING: Translated = {
  en: 'Ships from Ghent within 2 working days. Free shipping in Belgium from €40.',
  fr: 'Expédié depuis Gand sous 2 jours ouvrables. Livraison gratuite en Belgique dès 40 €.',
  nl: 'Verzonden vanuit Gent binnen 2 werkdagen. Gratis verzending in België vanaf € 40.',
};

const TUNEBOOK_SHIPPING: Translated = {
  en: 'Printed books ship from Ghent within 3 working days. PDFs are e-mailed right after payment.',
  fr: 'Les livres imprimés sont expédiés depuis Gand sous 3 jours ouvrables. Les PDF sont envoyés par e-mail dès le paiement.',
  nl: 'Gedrukte boeken worden binnen 3 werkdagen vanuit Gent verzonden. PDF’s worden meteen na betaling gemaild.',
};

function cover(
  file: string,
  alt: Translated,
  background: [string, string],
  motif: ImageArt['motif'],
  label: string,
): ImageSeed {
  return {file, width: 800, height: 800, alt, art: {background, ink: '#fdf8ee', motif, label}};
}

function bookCover(file: string, alt: Translated, background: [string, string], label: string): ImageSeed {
  return {file, width: 600, height: 840, alt, art: {background, ink: '#1f1b16', motif: 'staff', label}};
}

function details(tracks: Translated, extra: Translated): MetafieldSeed {
  return {
    namespace: 'custom',
    key: 'details',
    type: 'multi_line_text_field',
    translated: {
      en: `${tracks.en}\n${extra.en}`,
      fr: `${tracks.fr}\n${extra.fr}`,
      nl: `${tracks.nl}\n${extra.nl}`,
    },
  };
}

function shipping(text: Translated): MetafieldSeed {
  return {namespace: 'custom', key: 'shipping', type: 'multi_line_text_field', translated: text};
}

function matching(...productHandles: string[]): MetafieldSeed {
  return {namespace: 'custom', key: 'matching_colors', type: 'list.product_reference', productHandles};
}

function cdVariant(sku: string, priceCents: number, inventory: number, compareAtCents?: number): VariantSeed {
  return {values: [0], sku, priceCents, compareAtCents, inventory, requiresShipping: true, weightGrams: 110};
}

function cd(seed: {
  handle: string;
  title: Translated;
  descriptionHtml: Translated;
  year: number;
  trackCount: number;
  createdAt: string;
  publishedAt?: string;
  bestSellingRank: number;
  tags: string[];
  background: [string, string];
  motif: ImageArt['motif'];
  variant: VariantSeed;
  metafields?: MetafieldSeed[];
  /** The shop has not written this album's details and shipping texts yet. */
  withoutTexts?: boolean;
  sellingPlanGroups?: SellingPlanGroupSeed[];
}): ProductSeed {
  const texts = seed.withoutTexts
    ? []
    : [
        details(
          {
            en: `${seed.trackCount} tracks, released ${seed.year}.`,
            fr: `${seed.trackCount} titres, paru en ${seed.year}.`,
            nl: `${seed.trackCount} nummers, verschenen in ${seed.year}.`,
          },
          {
            en: 'Recorded by the duo with diatonic accordion, fiddle and voice. Digipak with a 12-page booklet.',
            fr: 'Enregistré par le duo à l’accordéon diatonique, au violon et à la voix. Digipak avec livret de 12 pages.',
            nl: 'Opgenomen door het duo met diatonische accordeon, viool en stem. Digipak met boekje van 12 pagina’s.',
          },
        ),
        shipping(CD_SHIPPING),
      ];
  return {
    handle: seed.handle,
    title: seed.title,
    descriptionHtml: seed.descriptionHtml,
    productType: CD_TYPE,
    tags: ['cd', 'album', ...seed.tags],
    bestSellingRank: seed.bestSellingRank,
    createdAt: seed.createdAt,
    publishedAt: seed.publishedAt ?? seed.createdAt,
    images: [
      cover(
        `${seed.handle}.jpg`,
        {
          en: `Cover of the album ${seed.title.en} by ${VENDOR_NOTE}`,
          fr: `Pochette de l’album ${seed.title.fr} de ${VENDOR_NOTE}`,
          nl: `Hoes van het album ${seed.title.nl} van ${VENDOR_NOTE}`,
        },
        seed.background,
        seed.motif,
        seed.title.en,
      ),
    ],
    options: [TITLE_OPTION],
    variants: [seed.variant],
    metafields: [...texts, ...(seed.metafields ?? [])],
    sellingPlanGroups: seed.sellingPlanGroups,
  };
}

/** Half now, half when the pressing plant delivers; the price is the album's usual one. */
const REISSUE_PRE_ORDER: SellingPlanGroupSeed = {
  name: {en: 'Reissue pre-order', fr: 'Précommande de la réédition', nl: 'Voorbestelling heruitgave'},
  options: [
    {
      name: {en: 'Delivery', fr: 'Livraison', nl: 'Levering'},
      values: [{en: 'When the reissue ships', fr: 'À la sortie de la réédition', nl: 'Bij verschijning van de heruitgave'}],
    },
  ],
  plans: [
    {
      name: {en: 'Pre-order with a 50% deposit', fr: 'Précommande avec un acompte de 50 %', nl: 'Voorbestelling met 50% voorschot'},
      description: {
        en: 'Pay half now and the rest when the reissue ships.',
        fr: 'Payez la moitié maintenant et le reste à la sortie de la réédition.',
        nl: 'Betaal nu de helft en de rest wanneer de heruitgave verschijnt.',
      },
      options: [{en: 'When the reissue ships', fr: 'À la sortie de la réédition', nl: 'Bij verschijning van de heruitgave'}],
      recurringDeliveries: false,
      checkoutCharge: {percentage: 50},
      priceAdjustments: [],
    },
  ],
};

const VERSION_OPTION: OptionSeed = {
  name: {en: 'Version', fr: 'Version', nl: 'Versie'},
  values: [
    {en: 'Printed', fr: 'Imprimé', nl: 'Gedrukt'},
    {en: 'PDF', fr: 'PDF', nl: 'PDF'},
  ],
};

const LANGUAGE_OPTION: OptionSeed = {
  name: {en: 'Language', fr: 'Langue', nl: 'Taal'},
  values: [
    {en: 'English', fr: 'Anglais', nl: 'Engels'},
    {en: 'French', fr: 'Français', nl: 'Frans'},
    {en: 'Dutch', fr: 'Néerlandais', nl: 'Nederlands'},
  ],
};

const NOTATION_OPTION: OptionSeed = {
  name: {en: 'Notation', fr: 'Notation', nl: 'Notatie'},
  values: [
    {en: 'Staff', fr: 'Portée', nl: 'Notenbalk'},
    {en: 'Tablature', fr: 'Tablature', nl: 'Tabulatuur'},
  ],
};

const VERSION_CODES = ['P', 'D'];
const LANGUAGE_CODES = ['EN', 'FR', 'NL'];
const NOTATION_CODES = ['STF', 'TAB'];

/**
 * Every Version × Language × Notation combination except `missing`; `stock` overrides the default
 * quantity (printed 12, PDF 999) per combination key such as "P-FR-TAB".
 */
function tunebookVariants(seed: {
  skuPrefix: string;
  printedCents: number;
  pdfCents: number;
  missing: string[];
  stock?: Record<string, number>;
}): VariantSeed[] {
  const variants: VariantSeed[] = [];
  for (let version = 0; version < 2; version++) {
    for (let language = 0; language < 3; language++) {
      for (let notation = 0; notation < 2; notation++) {
        const key = `${VERSION_CODES[version]}-${LANGUAGE_CODES[language]}-${NOTATION_CODES[notation]}`;
        if (seed.missing.includes(key)) continue;
        const printed = version === 0;
        variants.push({
          values: [version, language, notation],
          sku: `${seed.skuPrefix}-${key}`,
          priceCents: printed ? seed.printedCents : seed.pdfCents,
          inventory: seed.stock?.[key] ?? (printed ? 12 : 999),
          requiresShipping: printed,
          weightGrams: printed ? 420 : 0,
        });
      }
    }
  }
  return variants;
}

function tunebook(seed: {
  handle: string;
  title: Translated;
  descriptionHtml: Translated;
  tuneCount: number;
  createdAt: string;
  bestSellingRank: number;
  tags: string[];
  background: [string, string];
  variants: VariantSeed[];
  metafields?: MetafieldSeed[];
}): ProductSeed {
  return {
    handle: seed.handle,
    title: seed.title,
    descriptionHtml: seed.descriptionHtml,
    productType: TUNEBOOK_TYPE,
    tags: ['tunebook', 'sheet-music', ...seed.tags],
    bestSellingRank: seed.bestSellingRank,
    createdAt: seed.createdAt,
    publishedAt: seed.createdAt,
    images: [
      bookCover(
        `${seed.handle}.jpg`,
        {
          en: `Cover of the tunebook ${seed.title.en}`,
          fr: `Couverture du recueil ${seed.title.fr}`,
          nl: `Omslag van het muziekboek ${seed.title.nl}`,
        },
        seed.background,
        seed.title.en,
      ),
    ],
    options: [VERSION_OPTION, LANGUAGE_OPTION, NOTATION_OPTION],
    variants: seed.variants,
    metafields: [
      details(
        {
          en: `${seed.tuneCount} tunes with chords, A4, spiral-bound (printed) or PDF.`,
          fr: `${seed.tuneCount} airs avec accords, A4, reliure spirale (imprimé) ou PDF.`,
          nl: `${seed.tuneCount} melodieën met akkoorden, A4, spiraalgebonden (gedrukt) of pdf.`,
        },
        {
          en: 'Introductions, dance steps and sources are given in the language you choose.',
          fr: 'Introductions, pas de danse et sources dans la langue choisie.',
          nl: 'Inleidingen, danspassen en bronnen in de taal die je kiest.',
        },
      ),
      shipping(TUNEBOOK_SHIPPING),
      ...(seed.metafields ?? []),
    ],
  };
}

export const products: ProductSeed[] = [
  cd({
    handle: 'brambles-in-bloom',
    title: {en: 'Brambles in Bloom', fr: 'Ronces en fleur', nl: 'Bramen in bloei'},
    descriptionHtml: {
      en: '<p>Our first album: <strong>waltzes, bourrées and mazurkas</strong> from both sides of the language border, recorded live in a barn near Oudenaarde.</p>',
      fr: '<p>Notre premier album : <strong>valses, bourrées et mazurkas</strong> des deux côtés de la frontière linguistique, enregistrées en direct dans une grange près d’Audenarde.</p>',
      nl: '<p>Ons eerste album: <strong>walsen, bourrées en mazurka’s</strong> van beide kanten van de taalgrens, live opgenomen in een schuur bij Oudenaarde.</p>',
    },
    year: 2005,
    trackCount: 12,
    createdAt: '2019-03-01T09:00:00Z',
    bestSellingRank: 4,
    tags: ['dance'],
    background: ['#7b2d3b', '#d9775b'],
    motif: 'leaves',
    variant: cdVariant('RR-CD-01', 1500, 40),
    metafields: [matching('tunebook-dances-from-the-borderlands', 'bundle-complete-discography')],
  }),
  cd({
    handle: 'across-the-scheldt',
    title: {en: 'Across the Scheldt', fr: 'Au-delà de l’Escaut', nl: 'Over de Schelde'},
    descriptionHtml: {
      en: '<p>Songs of ferrymen and market days along the river, with <em>guest hurdy-gurdy</em> on four tracks.</p>',
      fr: '<p>Chansons de passeurs et de jours de marché le long du fleuve, avec <em>vielle à roue invitée</em> sur quatre titres.</p>',
      nl: '<p>Liederen van veermannen en marktdagen langs de rivier, met <em>draailier als gast</em> op vier nummers.</p>',
    },
    year: 2009,
    trackCount: 14,
    createdAt: '2019-03-01T09:05:00Z',
    bestSellingRank: 2,
    tags: ['songs', 'sale'],
    background: ['#1d4e6b', '#6fb1c9'],
    motif: 'waves',
    variant: cdVariant('RR-CD-02', 1200, 25, 1800),
    metafields: [matching('ardennes-road', 'tidewater', 'tunebook-bourrees-and-scottishes')],
  }),
  cd({
    handle: 'winter-hearth',
    title: {en: 'Winter Hearth', fr: 'L’Âtre d’hiver', nl: 'Winterhaard'},
    descriptionHtml: {
      en: '<p>Carols, lullabies and slow airs for the dark months. <strong>Sold out</strong>: a reissue is planned.</p>',
      fr: '<p>Noëls, berceuses et airs lents pour les mois sombres. <strong>Épuisé</strong> : une réédition est prévue.</p>',
      nl: '<p>Kerstliederen, wiegeliedjes en trage melodieën voor de donkere maanden. <strong>Uitverkocht</strong>: een heruitgave is gepland.</p>',
    },
    year: 2013,
    trackCount: 11,
    createdAt: '2019-03-01T09:10:00Z',
    bestSellingRank: 6,
    tags: ['songs', 'winter'],
    background: ['#2b2f45', '#8d97c4'],
    motif: 'stack',
    variant: cdVariant('RR-CD-03', 1500, 0),
    sellingPlanGroups: [REISSUE_PRE_ORDER],
  }),
  cd({
    handle: 'ardennes-road',
    title: {en: 'Ardennes Road', fr: 'Route des Ardennes', nl: 'Ardennenweg'},
    descriptionHtml: {
      en: '<p>Tunes collected on a walking tour from Ghent to Bouillon, arranged for <strong>accordion and fiddle</strong>.</p>',
      fr: '<p>Des airs recueillis lors d’une marche de Gand à Bouillon, arrangés pour <strong>accordéon et violon</strong>.</p>',
      nl: '<p>Melodieën verzameld tijdens een voettocht van Gent naar Bouillon, gearrangeerd voor <strong>accordeon en viool</strong>.</p>',
    },
    year: 2018,
    trackCount: 13,
    createdAt: '2019-03-01T09:15:00Z',
    bestSellingRank: 1,
    tags: ['dance'],
    background: ['#2f5130', '#a4c27a'],
    motif: 'leaves',
    variant: cdVariant('RR-CD-04', 1600, 60),
    metafields: [matching('brambles-in-bloom', 'tunebook-ghent-sessions')],
  }),
  cd({
    handle: 'live-in-ghent',
    title: {en: 'Live in Ghent', fr: 'En concert à Gand', nl: 'Live in Gent'},
    descriptionHtml: {
      en: '<p>Two sets recorded at a sold-out <em>bal folk</em> in Ghent, with the dancers’ feet on the floorboards.</p>',
      fr: '<p>Deux sets enregistrés lors d’un <em>bal folk</em> complet à Gand, avec les pas des danseurs sur le parquet.</p>',
      nl: '<p>Twee sets opgenomen op een uitverkochte <em>bal folk</em> in Gent, met de voeten van de dansers op de planken.</p>',
    },
    year: 2021,
    trackCount: 16,
    createdAt: '2021-10-02T09:00:00Z',
    bestSellingRank: 3,
    tags: ['dance', 'live'],
    background: ['#5b3a78', '#e0a96d'],
    motif: 'stack',
    variant: cdVariant('RR-CD-05', 1600, 35),
    withoutTexts: true,
  }),
  cd({
    handle: 'tidewater',
    title: {en: 'Tidewater', fr: 'Marée haute', nl: 'Getijdenwater'},
    descriptionHtml: {
      en: '<p>Our new album, out on <strong>7 November 2025</strong>: new tunes about the coast between Ostend and Calais.</p>',
      fr: '<p>Notre nouvel album, en vente le <strong>7 novembre 2025</strong> : de nouveaux airs sur la côte entre Ostende et Calais.</p>',
      nl: '<p>Ons nieuwe album, uit op <strong>7 november 2025</strong>: nieuwe melodieën over de kust tussen Oostende en Calais.</p>',
    },
    year: 2025,
    trackCount: 12,
    createdAt: '2025-09-01T09:00:00Z',
    publishedAt: '2025-09-15T08:00:00Z',
    bestSellingRank: 5,
    tags: ['new-release', 'songs'],
    background: ['#0f3d4c', '#e7c873'],
    motif: 'waves',
    variant: cdVariant('RR-CD-06', 1800, 150),
    metafields: [
      {namespace: 'custom', key: 'release_date', type: 'date', value: '2025-11-07'},
      matching('across-the-scheldt', 'live-in-ghent', 'bundle-complete-discography'),
    ],
  }),
  tunebook({
    handle: 'tunebook-dances-from-the-borderlands',
    title: {
      en: 'Dances from the Borderlands',
      fr: 'Danses des terres frontalières',
      nl: 'Dansen uit het grensland',
    },
    descriptionHtml: {
      en: '<p>The dance tunes from <em>Brambles in Bloom</em> and <em>Ardennes Road</em>, with <strong>chords and dance notes</strong>.</p>',
      fr: '<p>Les airs à danser de <em>Ronces en fleur</em> et de <em>Route des Ardennes</em>, avec <strong>accords et notes de danse</strong>.</p>',
      nl: '<p>De dansmelodieën van <em>Bramen in bloei</em> en <em>Ardennenweg</em>, met <strong>akkoorden en dansnotities</strong>.</p>',
    },
    tuneCount: 32,
    createdAt: '2020-02-10T09:00:00Z',
    bestSellingRank: 7,
    tags: ['dance'],
    background: ['#f1e3c6', '#d6b98a'],
    variants: tunebookVariants({
      skuPrefix: 'RR-TB-01',
      printedCents: 2200,
      pdfCents: 1200,
      missing: ['P-NL-TAB', 'D-NL-TAB'],
      stock: {'P-FR-TAB': 0},
    }),
    metafields: [matching('brambles-in-bloom', 'ardennes-road')],
  }),
  tunebook({
    handle: 'tunebook-bourrees-and-scottishes',
    title: {
      en: 'Bourrées and Scottishes',
      fr: 'Bourrées et scottishs',
      nl: 'Bourrées en schottisen',
    },
    descriptionHtml: {
      en: '<p>Twenty-four bourrées in two and three time and a dozen scottishes, <strong>graded from easy to hard</strong>.</p>',
      fr: '<p>Vingt-quatre bourrées à deux et trois temps et une douzaine de scottishs, <strong>du plus facile au plus difficile</strong>.</p>',
      nl: '<p>Vierentwintig bourrées in twee- en driedelige maat en een dozijn schottisen, <strong>van makkelijk tot moeilijk</strong>.</p>',
    },
    tuneCount: 36,
    createdAt: '2022-04-04T09:00:00Z',
    bestSellingRank: 8,
    tags: ['dance', 'beginner'],
    background: ['#e4ecd9', '#9fb98c'],
    variants: tunebookVariants({
      skuPrefix: 'RR-TB-02',
      printedCents: 2500,
      pdfCents: 1400,
      missing: ['P-EN-TAB', 'P-NL-STF', 'D-NL-STF'],
      stock: {'P-EN-STF': 0, 'P-FR-STF': 3},
    }),
  }),
  tunebook({
    handle: 'tunebook-ghent-sessions',
    title: {en: 'The Ghent Sessions', fr: 'Les sessions de Gand', nl: 'De Gentse sessies'},
    descriptionHtml: {
      en: '<p>The tunes most played at our monthly session in Ghent, <strong>in session keys</strong>.</p>',
      fr: '<p>Les airs les plus joués lors de notre session mensuelle à Gand, <strong>dans les tonalités de session</strong>.</p>',
      nl: '<p>De melodieën die het vaakst gespeeld worden op onze maandelijkse sessie in Gent, <strong>in sessietoonaarden</strong>.</p>',
    },
    tuneCount: 50,
    createdAt: '2023-01-15T09:00:00Z',
    bestSellingRank: 9,
    tags: ['session'],
    background: ['#e9dcef', '#b59ac4'],
    variants: tunebookVariants({
      skuPrefix: 'RR-TB-03',
      printedCents: 2400,
      pdfCents: 1300,
      missing: ['P-EN-TAB', 'P-FR-TAB', 'P-NL-TAB'],
      stock: {'P-NL-STF': 0},
    }),
  }),
  tunebook({
    handle: 'tunebook-accordion-tablatures',
    title: {
      en: 'Accordion Tablatures',
      fr: 'Tablatures pour accordéon',
      nl: 'Accordeontabulaturen',
    },
    descriptionHtml: {
      en: '<p>Twenty tunes for <strong>two-row diatonic accordion</strong> in G/C, with push–pull tablature and bass markings.</p>',
      fr: '<p>Vingt airs pour <strong>accordéon diatonique deux rangs</strong> en sol/do, avec tablature tiré-poussé et basses.</p>',
      nl: '<p>Twintig melodieën voor <strong>tweerijige diatonische accordeon</strong> in G/C, met duw-trek-tabulatuur en bassen.</p>',
    },
    tuneCount: 20,
    createdAt: '2024-05-20T09:00:00Z',
    bestSellingRank: 10,
    tags: ['accordion', 'beginner'],
    background: ['#fbe3d4', '#e59a78'],
    variants: tunebookVariants({
      skuPrefix: 'RR-TB-04',
      printedCents: 1900,
      pdfCents: 1000,
      missing: ['P-EN-STF', 'P-FR-STF', 'P-NL-STF', 'D-NL-STF'],
      stock: {'P-EN-TAB': 0, 'P-FR-TAB': 0, 'P-NL-TAB': 0},
    }),
  }),
  {
    handle: 'bundle-complete-discography',
    title: {en: 'Complete Discography', fr: 'Discographie complète', nl: 'Volledige discografie'},
    descriptionHtml: {
      en: '<p>Every album still in print in one parcel, <strong>signed by the duo</strong>.</p>',
      fr: '<p>Tous les albums encore disponibles en un seul colis, <strong>signés par le duo</strong>.</p>',
      nl: '<p>Alle albums die nog verkrijgbaar zijn in één pakket, <strong>gesigneerd door het duo</strong>.</p>',
    },
    productType: BUNDLE_TYPE,
    tags: ['bundle', 'cd', 'gift'],
    bestSellingRank: 11,
    createdAt: '2025-09-20T09:00:00Z',
    publishedAt: '2025-09-20T09:00:00Z',
    images: [
      cover(
        'bundle-complete-discography.jpg',
        {
          en: 'Five CDs of Ronce & Rivière fanned out',
          fr: 'Cinq CD de Ronce & Rivière en éventail',
          nl: 'Vijf cd’s van Ronce & Rivière in een waaier',
        },
        ['#3b2a1e', '#c98d4b'],
        'stack',
        'Discography',
      ),
    ],
    options: [TITLE_OPTION],
    variants: [
      {
        values: [0],
        sku: 'RR-BN-01',
        priceCents: 6500,
        inventory: 10,
        requiresShipping: true,
        weightGrams: 560,
        components: ['RR-CD-01', 'RR-CD-02', 'RR-CD-04', 'RR-CD-05', 'RR-CD-06'].map((sku) => ({sku, quantity: 1})),
      },
    ],
    metafields: [
      details(
        {
          en: 'Contains Brambles in Bloom, Across the Scheldt, Ardennes Road, Live in Ghent and Tidewater.',
          fr: 'Contient Ronces en fleur, Au-delà de l’Escaut, Route des Ardennes, En concert à Gand et Marée haute.',
          nl: 'Bevat Bramen in bloei, Over de Schelde, Ardennenweg, Live in Gent en Getijdenwater.',
        },
        {
          en: 'Tidewater ships from its release date.',
          fr: 'Marée haute est expédié à partir de sa date de sortie.',
          nl: 'Getijdenwater wordt verzonden vanaf de releasedatum.',
        },
      ),
      shipping(CD_SHIPPING),
      matching('brambles-in-bloom', 'across-the-scheldt', 'ardennes-road', 'live-in-ghent', 'tidewater'),
    ],
  },
  {
    handle: 'bundle-play-along',
    title: {en: 'Play-Along Bundle', fr: 'Coffret pour jouer avec nous', nl: 'Meespeelbundel'},
    descriptionHtml: {
      en: '<p>The printed <em>Dances from the Borderlands</em> tunebook with the <em>Ardennes Road</em> CD, to <strong>learn the tunes by ear</strong>.</p>',
      fr: '<p>Le recueil imprimé <em>Danses des terres frontalières</em> avec le CD <em>Route des Ardennes</em>, pour <strong>apprendre les airs d’oreille</strong>.</p>',
      nl: '<p>Het gedrukte muziekboek <em>Dansen uit het grensland</em> met de cd <em>Ardennenweg</em>, om <strong>de melodieën op het gehoor te leren</strong>.</p>',
    },
    productType: BUNDLE_TYPE,
    tags: ['bundle', 'tunebook', 'cd'],
    bestSellingRank: 12,
    createdAt: '2024-06-01T09:00:00Z',
    publishedAt: '2024-06-01T09:00:00Z',
    images: [
      cover(
        'bundle-play-along.jpg',
        {
          en: 'The Ardennes Road CD on top of an open tunebook',
          fr: 'Le CD Route des Ardennes posé sur un recueil ouvert',
          nl: 'De cd Ardennenweg op een opengeslagen muziekboek',
        },
        ['#23422f', '#e8d9a8'],
        'staff',
        'Play-Along',
      ),
    ],
    options: [TITLE_OPTION],
    variants: [
      {
        values: [0],
        sku: 'RR-BN-02',
        priceCents: 3200,
        inventory: 8,
        requiresShipping: true,
        weightGrams: 540,
        components: [
          {sku: 'RR-TB-01-P-EN-STF', quantity: 1},
          {sku: 'RR-CD-04', quantity: 1},
        ],
      },
    ],
    metafields: [
      details(
        {
          en: 'Contains the printed tunebook (English, staff notation) and the CD.',
          fr: 'Contient le recueil imprimé (anglais, portée) et le CD.',
          nl: 'Bevat het gedrukte muziekboek (Engels, notenbalk) en de cd.',
        },
        {
          en: 'Save €6 compared with buying both separately.',
          fr: 'Économisez 6 € par rapport à l’achat séparé.',
          nl: 'Bespaar € 6 ten opzichte van los kopen.',
        },
      ),
      shipping(CD_SHIPPING),
      matching('tunebook-dances-from-the-borderlands', 'ardennes-road'),
    ],
  },
];
