import BetterSqlite3 from 'better-sqlite3';
import {afterAll, describe, expect, it} from 'vitest';
import {decrementInventory, productByHandle, variantsOfProduct} from '../src/catalogue/catalogue-store.js';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

const QUERY = '{ product(handle: "bundle-play-along") { totalInventory availableForSale } }';

describe('cached catalogue responses', () => {
  it('are retired by a write on the emulator’s own connection', async () => {
    expect((await h.gql(QUERY)).data.product.totalInventory).toBe(8);
    expect((await h.gql(QUERY)).data.product.totalInventory).toBe(8);
    const product = productByHandle(h.emulator.db, 'bundle-play-along')!;
    decrementInventory(h.emulator.db, variantsOfProduct(h.emulator.db, product.id)[0].id, 3);
    expect((await h.gql(QUERY)).data.product.totalInventory).toBe(5);
  });

  it('are retired by a write from another connection to the same file', async () => {
    expect((await h.gql(QUERY)).data.product.totalInventory).toBe(5);
    const other = new BetterSqlite3(h.dbPath);
    other.prepare("UPDATE product_variants SET inventory_quantity = 0 WHERE sku = 'RR-BN-02'").run();
    other.close();
    expect((await h.gql(QUERY)).data.product).toEqual({totalInventory: 0, availableForSale: false});
  });

  it('are keyed by variables, so languages never mix', async () => {
    const query = 'query ($language: LanguageCode) @inContext(language: $language) { shop { description } }';
    const en = (await h.gql(query, {language: 'EN'})).data.shop.description;
    const fr = (await h.gql(query, {language: 'FR'})).data.shop.description;
    expect(en).not.toBe(fr);
    expect((await h.gql(query, {language: 'EN'})).data.shop.description).toBe(en);
  });
});
