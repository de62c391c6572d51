// Shop categories: handles are the same in every language, titles and descriptions are translated.
import type {CollectionSeed} from './types.js';

export const collections: CollectionSeed[] = [
  {
    handle: 'all',
    title: {en: 'All products', fr: 'Tous les produits', nl: 'Alle producten'},
    descriptionHtml: {
      en: '<p>Everything in the shop: CDs, tunebooks and bundles.</p>',
      fr: '<p>Toute la boutique : CD, recueils de partitions et coffrets.</p>',
      nl: '<p>Alles uit de winkel: cd’s, muziekboeken en bundels.</p>',
    },
    image: {
      file: 'collection-all.jpg',
      width: 1200,
      height: 600,
      alt: {en: 'The duo’s records and books on a table', fr: 'Les disques et livres du duo sur une table', nl: 'De platen en boeken van het duo op een tafel'},
      art: {background: ['#4a2c2a', '#d9a066'], ink: '#fdf8ee', motif: 'stack', label: 'Shop'},
    },
    productHandles: 'all',
    updatedAt: '2025-09-20T09:00:00Z',
  },
  {
    handle: 'cds',
    title: {en: 'CDs', fr: 'CD', nl: 'Cd’s'},
    descriptionHtml: {
      en: '<p>Our albums, from the first barn recording to the new one.</p>',
      fr: '<p>Nos albums, du premier enregistrement dans une grange au tout dernier.</p>',
      nl: '<p>Onze albums, van de eerste schuuropname tot de nieuwste.</p>',
    },
    image: {
      file: 'collection-cds.jpg',
      width: 1200,
      height: 600,
      alt: {en: 'A stack of CDs', fr: 'Une pile de CD', nl: 'Een stapel cd’s'},
      art: {background: ['#1d4e6b', '#6fb1c9'], ink: '#fdf8ee', motif: 'waves', label: 'CDs'},
    },
    productHandles: ['tidewater', 'live-in-ghent', 'ardennes-road', 'winter-hearth', 'across-the-scheldt', 'brambles-in-bloom'],
    updatedAt: '2025-09-15T08:00:00Z',
  },
  {
    handle: 'tunebooks',
    title: {en: 'Tunebooks', fr: 'Recueils de partitions', nl: 'Muziekboeken'},
    descriptionHtml: {
      en: '<p>Play our tunes: printed books or PDFs, in three languages, in staff notation or tablature.</p>',
      fr: '<p>Jouez nos airs : livres imprimés ou PDF, en trois langues, sur portée ou en tablature.</p>',
      nl: '<p>Speel onze melodieën: gedrukte boeken of pdf’s, in drie talen, op notenbalk of in tabulatuur.</p>',
    },
    image: {
      file: 'collection-tunebooks.jpg',
      width: 1200,
      height: 600,
      alt: {en: 'Open tunebooks on a music stand', fr: 'Des recueils ouverts sur un pupitre', nl: 'Opengeslagen muziekboeken op een lessenaar'},
      art: {background: ['#f1e3c6', '#d6b98a'], ink: '#1f1b16', motif: 'staff', label: 'Tunebooks'},
    },
    productHandles: [
      'tunebook-dances-from-the-borderlands',
      'tunebook-bourrees-and-scottishes',
      'tunebook-ghent-sessions',
      'tunebook-accordion-tablatures',
    ],
    updatedAt: '2024-05-20T09:00:00Z',
  },
  {
    handle: 'bundles',
    title: {en: 'Bundles', fr: 'Coffrets', nl: 'Bundels'},
    descriptionHtml: {
      en: '<p>Albums and books together, for less.</p>',
      fr: '<p>Albums et livres ensemble, pour moins cher.</p>',
      nl: '<p>Albums en boeken samen, voordeliger.</p>',
    },
    image: {
      file: 'collection-bundles.jpg',
      width: 1200,
      height: 600,
      alt: {en: 'A wrapped parcel of CDs', fr: 'Un colis de CD emballé', nl: 'Een ingepakt pakket cd’s'},
      art: {background: ['#23422f', '#e8d9a8'], ink: '#fdf8ee', motif: 'leaves', label: 'Bundles'},
    },
    productHandles: ['bundle-complete-discography', 'bundle-play-along'],
    updatedAt: '2025-09-20T09:00:00Z',
  },
];
