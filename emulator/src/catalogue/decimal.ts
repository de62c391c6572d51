// Amounts as Shopify's Decimal scalar spells them. Prices are stored as integer cents.
/** Shopify's Decimal keeps at least one fractional digit and drops trailing zeros: "12.0", "12.5", "12.95". */
export function formatDecimal(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  let decimals = fraction.toString().padStart(2, '0');
  if (decimals.endsWith('0')) decimals = decimals.slice(0, 1);
  return `${negative ? '-' : ''}${whole}.${decimals}`;
}

/** Parses a Decimal string ("12.5") back into cents; NaN when it is not a number. */
export function decimalToCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}
