import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {openDatabase, runMigrations} from '../src/db/database.js';
import {seedIfEmpty} from '../src/db/seed-catalogue.js';
import {createEmulator} from '../src/server.js';
import {decrementInventory, getVariant, productByHandle, variantsOfProduct} from '../src/catalogue/catalogue-store.js';

const dir = mkdtempSync(join(tmpdir(), 'emulator-persist-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const options = (dbPath: string) => ({
  dbPath,
  publicToken: 'p',
  privateToken: 'q',
  baseUrl: 'http://emulator.test',
});

describe('persistence', () => {
  it('creates the directory, seeds once and keeps changes across a reopen', () => {
    const dbPath = join(dir, 'nested', '.data', 'emulator.sqlite');
    const first = createEmulator(options(dbPath));
    expect(first.db.pragma('journal_mode', {simple: true})).toBe('wal');
    expect(first.db.pragma('foreign_keys', {simple: true})).toBe(1);
    const product = productByHandle(first.db, 'ardennes-road')!;
    const variant = variantsOfProduct(first.db, product.id)[0];
    expect(decrementInventory(first.db, variant.id, 5)).toBe(true);
    first.close();

    const second = createEmulator(options(dbPath));
    expect(getVariant(second.db, variant.id)?.quantityAvailable).toBe(55);
    expect(second.db.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(12);
    second.close();
  });

  it('refuses to sell stock it does not have and changes nothing then', () => {
    const db = openDatabase(join(dir, 'stock.sqlite'));
    seedIfEmpty(db);
    const product = productByHandle(db, 'bundle-play-along')!;
    const variant = variantsOfProduct(db, product.id)[0];
    expect(decrementInventory(db, variant.id, 9)).toBe(false);
    expect(getVariant(db, variant.id)).toMatchObject({quantityAvailable: 8, availableForSale: true, title: 'Default Title'});
    expect(decrementInventory(db, variant.id, 8)).toBe(true);
    expect(getVariant(db, variant.id)).toMatchObject({quantityAvailable: 0, availableForSale: false});
    db.close();
  });

  it('applies migrations once and records them', () => {
    const db = openDatabase(join(dir, 'migrations.sqlite'));
    const applied = db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all() as string[];
    expect(applied[0]).toBe('001-catalogue.sql');
    expect(runMigrations(db)).toEqual([]);
    expect(seedIfEmpty(db)).toBe(true);
    expect(seedIfEmpty(db)).toBe(false);
    db.close();
    const reopened = openDatabase(join(dir, 'migrations.sqlite'));
    expect(reopened.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(applied.length);
    reopened.close();
  });

  it('translates variant titles for the commerce half', () => {
    const db = openDatabase(join(dir, 'titles.sqlite'));
    seedIfEmpty(db);
    const product = productByHandle(db, 'tunebook-ghent-sessions')!;
    const variant = variantsOfProduct(db, product.id)[0];
    expect(getVariant(db, variant.id, 'nl')?.title).toBe('Gedrukt / Engels / Notenbalk');
    expect(getVariant(db, 1)).toBeNull();
    db.close();
  });
});
