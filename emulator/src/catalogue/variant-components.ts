// A bundle variant's components: the variants it is made of and how many of each (Shopify's fixed
// bundles). A variant with components is sold only as that bundle: `requiresComponents`.
import type {Database} from '../db/database.js';
import {untilWrite} from '../db/data-version.js';
import {prepared} from '../db/prepared.js';
import {variantParent, type VariantRecord} from './catalogue-store.js';

export interface VariantComponent {
  position: number;
  productVariant: VariantRecord;
  quantity: number;
}

interface ComponentRow {
  variant_id: number;
  position: number;
  component_variant_id: number;
  quantity: number;
}

function componentRows(db: Database): Map<number, ComponentRow[]> {
  return untilWrite(db, 'variant-components', () => {
    const byVariant = new Map<number, ComponentRow[]>();
    const rows = prepared(db, 'SELECT * FROM variant_components ORDER BY variant_id, position').all() as ComponentRow[];
    for (const row of rows) byVariant.set(row.variant_id, [...(byVariant.get(row.variant_id) ?? []), row]);
    return byVariant;
  });
}

export function hasComponents(db: Database, variantId: number): boolean {
  return componentRows(db).has(variantId);
}

export function componentsOf(db: Database, variantId: number): VariantComponent[] {
  return (componentRows(db).get(variantId) ?? []).flatMap((row) => {
    const productVariant = variantParent(db, row.component_variant_id);
    return productVariant ? [{position: row.position, productVariant, quantity: row.quantity}] : [];
  });
}
