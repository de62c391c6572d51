// Gift cards: codes matched case-insensitively, usable until their expiry date, in the shop's currency.
import type {Database} from '../db/connection.js';
import {prepared} from '../db/prepared.js';

export interface GiftCard {
  id: number;
  code: string;
  balanceCents: number;
  currencyCode: string;
}

export function usableGiftCard(db: Database, code: string, now: Date): GiftCard | null {
  const row = prepared(
    db,
    `SELECT id, code, balance_cents AS balanceCents, currency_code AS currencyCode, expires_on AS expiresOn
     FROM gift_cards WHERE code = ? COLLATE NOCASE`,
  ).get(code.trim()) as (GiftCard & {expiresOn: string | null}) | undefined;
  if (!row || row.balanceCents <= 0) return null;
  if (row.expiresOn && row.expiresOn < now.toISOString().slice(0, 10)) return null;
  return {id: row.id, code: row.code, balanceCents: row.balanceCents, currencyCode: row.currencyCode};
}
