import {valueFromASTUntyped} from 'graphql';
import {DEFAULT_COUNTRY} from '~/i18n/locales';
import type {CheckedDocument} from './check-document.server';
import {RelayRefusal} from './relay-response.server';

// The shop sells in one market: another country is refused rather than quietly changed.
export function cartCreateCountry(
  checked: CheckedDocument,
  variables: Record<string, unknown>,
  requested: string | undefined,
): string {
  const argument = checked.root.arguments?.find((candidate) => candidate.name.value === 'input');
  const input = argument ? (valueFromASTUntyped(argument.value, variables) as unknown) : null;
  const identity = input && typeof input === 'object' ? (input as {buyerIdentity?: unknown}).buyerIdentity : null;
  const country = identity && typeof identity === 'object' ? (identity as {countryCode?: unknown}).countryCode : null;
  for (const asked of [country, requested]) {
    if (asked !== null && asked !== undefined && asked !== DEFAULT_COUNTRY) {
      throw new RelayRefusal(400, `A cart is created for ${DEFAULT_COUNTRY} only, the shop's market.`);
    }
  }
  return DEFAULT_COUNTRY;
}
