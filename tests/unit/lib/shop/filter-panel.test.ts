import {describe, expect, it} from 'vitest';
import {filterPanel, type ApiFilter} from '~/lib/shop/filter-panel';
import {readFilters} from '~/lib/shop/product-filter-params';

// The facets as the Storefront API answers them for the French shop.
const FILTERS: ApiFilter[] = [
  {
    id: 'filter.v.availability',
    label: 'Disponibilité',
    type: 'LIST',
    values: [
      {id: 'filter.v.availability.1', label: 'En stock', count: 5, input: '{"available":true}'},
      {id: 'filter.v.availability.0', label: 'En rupture de stock', count: 1, input: '{"available":false}'},
    ],
  },
  {
    id: 'filter.v.price',
    label: 'Prix',
    type: 'PRICE_RANGE',
    values: [{id: 'filter.v.price', label: 'Prix', count: 0, input: '{"price":{"min":0,"max":18.0}}'}],
  },
  {
    id: 'filter.p.product_type',
    label: 'Type de produit',
    type: 'LIST',
    values: [{id: 'filter.p.product_type.CD', label: 'CD', count: 6, input: '{"productType":"CD"}'}],
  },
  {
    id: 'filter.p.tag',
    label: 'Étiquette',
    type: 'LIST',
    values: [{id: 'filter.p.tag.sale', label: 'sale', count: 1, input: '{"tag":"sale"}'}],
  },
];

describe('filterPanel', () => {
  it('offers availability and price with the API labels and counts, in its order', () => {
    const groups = filterPanel(FILTERS, readFilters(new URLSearchParams('filter.v.availability=1&filter.v.price.lte=15')));
    expect(groups).toEqual([
      {
        kind: 'list',
        id: 'filter.v.availability',
        label: 'Disponibilité',
        options: [
          {id: 'filter.v.availability.1', label: 'En stock', count: 5, name: 'filter.v.availability', value: '1', checked: true},
          {
            id: 'filter.v.availability.0',
            label: 'En rupture de stock',
            count: 1,
            name: 'filter.v.availability',
            value: '0',
            checked: false,
          },
        ],
      },
      {kind: 'price', id: 'filter.v.price', label: 'Prix', min: null, max: 15, ceiling: 18},
    ]);
  });

  it('adds the product type where asked (search), with the chosen one checked', () => {
    const groups = filterPanel(FILTERS, readFilters(new URLSearchParams('filter.p.product_type=CD')), {productType: true});
    expect(groups.map((group) => group.id)).toEqual(['filter.v.availability', 'filter.v.price', 'filter.p.product_type']);
    const types = groups[2];
    expect(types.kind === 'list' && types.options[0]).toMatchObject({name: 'filter.p.product_type', value: 'CD', checked: true});
  });
});
