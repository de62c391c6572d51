// Gift cards: codes matched case-insensitively but not trimmed (as Shopify's cart API), usable until
// their expiry date while they have a balance, in the shop's currency.
import type {Database} from '../db/database.js';
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
  ).get(code) as (GiftCard & {expiresOn: string | null}) | undefined;
  if (!row || row.balanceCents <= 0) return null;
  if (row.expiresOn && row.expiresOn < now.toISOString().slice(0, 10)) return null;
  return {id: row.id, code: row.code, balanceCents: row.balanceCents, currencyCode: row.currencyCode};
}

export interface GiftCardPayment {
  card: GiftCard;
  usedCents: number;
}

/** The cart's usable gift cards, in the order they were applied. */
export function usableGiftCards(db: Database, codes: string[], now: Date): GiftCard[] {
  return codes.flatMap((code) => usableGiftCard(db, code, now) ?? []);
}

/** Each card pays what it can of what is still due. */
export function payWithGiftCards(cards: GiftCard[], dueCents: number): GiftCardPayment[] {
  let due = dueCents;
  return cards.map((card) => {
    const usedCents = Math.min(card.balanceCents, due);
    due -= usedCents;
    return {card, usedCents};
  });
}

/** Takes what an order used from each card; the caller runs it in the order's transaction. */
export function spendGiftCards(db: Database, payments: GiftCardPayment[]): void {
  const spend = prepared(db, 'UPDATE gift_cards SET balance_cents = balance_cents - ? WHERE id = ?');
  for (const payment of payments) spend.run(payment.usedCents, payment.card.id);
}
