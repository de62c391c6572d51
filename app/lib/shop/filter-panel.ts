import {FILTER_PARAMS} from './list-params';
import {filterValueParam, priceCeiling, type ActiveFilters} from './product-filter-params';

export interface ApiFilter {
  id: string;
  label: string;
  type: string;
  values: {id: string; label: string; count: number; input?: unknown}[];
}

export interface FilterOption {
  id: string;
  label: string;
  count: number;
  name: string;
  value: string;
  checked: boolean;
}

export type FilterGroup =
  | {kind: 'list'; id: string; label: string; options: FilterOption[]}
  | {kind: 'price'; id: string; label: string; min: number | null; max: number | null; ceiling: number | null};

export interface FilterPanelOptions {
  // Search offers the product type; a collection already is one.
  productType?: boolean;
}

function isChecked(active: ActiveFilters, name: string, value: string): boolean {
  if (name === FILTER_PARAMS.available) return active.available.includes(value === '1');
  if (name === FILTER_PARAMS.productType) return active.productTypes.includes(value);
  return false;
}

export function filterPanel(
  filters: readonly ApiFilter[],
  active: ActiveFilters,
  {productType = false}: FilterPanelOptions = {},
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const filter of filters) {
    if (filter.type === 'PRICE_RANGE') {
      groups.push({
        kind: 'price',
        id: filter.id,
        label: filter.label,
        min: active.price.min,
        max: active.price.max,
        ceiling: priceCeiling(filter.values[0]?.input),
      });
      continue;
    }
    if (filter.type !== 'LIST') continue;
    const options = filter.values.flatMap((value): FilterOption[] => {
      const param = filterValueParam(value.input);
      if (!param) return [];
      if (param.name === FILTER_PARAMS.productType && !productType) return [];
      return [
        {
          id: value.id,
          label: value.label,
          count: value.count,
          ...param,
          checked: isChecked(active, param.name, param.value),
        },
      ];
    });
    if (options.length > 0) groups.push({kind: 'list', id: filter.id, label: filter.label, options});
  }
  return groups;
}
