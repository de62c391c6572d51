// The shop's market: which countries and languages it offers and what a request's context resolves to.
// Offers: presentmentCurrency(scope), contextCountryCode(scope), contextLanguageCode(scope),
//         countryRecord(db, code, locale), languageRecord(db, code, locale), shopSettings(db).
import type {Database} from '../db/database.js';
import {untilWrite} from '../db/data-version.js';
import {prepared} from '../db/prepared.js';
import {type CatalogueScope, type Locale} from './catalogue-scope.js';
import {memo} from './request-memo.js';

interface CountryRow {
  iso_code: string;
  currency_code: string;
  unit_system: string;
}

export function shopSettings(db: Database): {currencyCode: string; countryCode: string; primaryLanguage: string} {
  const row = prepared(db, 'SELECT currency_code, country_code, primary_language FROM shop WHERE id = 1').get() as
    | {currency_code: string; country_code: string; primary_language: string}
    | undefined;
  if (!row) throw new Error('The shop is not seeded');
  return {currencyCode: row.currency_code, countryCode: row.country_code, primaryLanguage: row.primary_language};
}

export function countryCodes(db: Database): string[] {
  return prepared(db, 'SELECT iso_code FROM countries ORDER BY position').pluck().all() as string[];
}

export function languageCodes(db: Database): string[] {
  return prepared(db, 'SELECT iso_code FROM languages ORDER BY position').pluck().all() as string[];
}

function countryRow(db: Database, code: string): CountryRow | undefined {
  const rows = untilWrite(db, 'countries', () => {
    const all = prepared(db, 'SELECT iso_code, currency_code, unit_system FROM countries').all() as CountryRow[];
    return new Map(all.map((row) => [row.iso_code, row]));
  });
  return rows.get(code);
}

/** A country outside the market falls back to the shop's own, as Shopify does. */
export function contextCountryCode(ctx: CatalogueScope): string {
  return memo(ctx, 'market', 'country', () =>
    countryRow(ctx.db, ctx.i18n.country) ? ctx.i18n.country : shopSettings(ctx.db).countryCode,
  );
}

export function contextLanguageCode(ctx: CatalogueScope): string {
  return memo(ctx, 'market', 'language', () =>
    languageCodes(ctx.db).includes(ctx.i18n.language) ? ctx.i18n.language : shopSettings(ctx.db).primaryLanguage,
  );
}

export function presentmentCurrency(ctx: CatalogueScope): string {
  return memo(ctx, 'market', 'currency', () => countryRow(ctx.db, contextCountryCode(ctx))!.currency_code);
}

export function languageRecord(db: Database, code: string, locale: Locale) {
  return prepared(
    db,
    `SELECT l.iso_code, l.endonym_name, t.name FROM languages l
     JOIN language_translations t ON t.iso_code = l.iso_code AND t.locale = ?
     WHERE l.iso_code = ?`,
  ).get(locale, code) as {iso_code: string; endonym_name: string; name: string};
}

/** A country of the market with its name in `locale`; the code must be one of countryCodes(). */
export function countryRecord(db: Database, code: string, locale: Locale) {
  const row = countryRow(db, code)!;
  const name = prepared(db, 'SELECT name FROM country_translations WHERE iso_code = ? AND locale = ?')
    .pluck()
    .get(code, locale) as string;
  return {...row, name};
}
