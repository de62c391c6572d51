// The shop's name in a language, for mails and the checkout page.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import type {Locale} from '../catalogue/catalogue-scope.js';

export function shopName(db: Database, locale: Locale): string {
  const name = prepared(
    db,
    "SELECT name FROM shop_translations WHERE locale IN (?, 'en') ORDER BY locale = 'en' LIMIT 1",
  )
    .pluck()
    .get(locale) as string | undefined;
  return name ?? 'Shop';
}
