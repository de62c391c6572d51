import {Kind, type ArgumentNode, type DirectiveNode, type DocumentNode, type OperationDefinitionNode} from 'graphql';
import {z} from 'zod';
import {DEFAULT_COUNTRY, LOCALES, LOCALE_INFO} from '~/i18n/locales';
import type {CheckedDocument} from './check-document.server';
import {RelayRefusal} from './relay-response.server';

export const RELAY_COUNTRIES = [
  'BE', 'AT', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
] as const;

export const RELAY_LANGUAGES = LOCALES.map((locale) => LOCALE_INFO[locale].language);

export type MarketKey = 'country' | 'language';

const SUPPORTED: Record<MarketKey, readonly string[]> = {country: RELAY_COUNTRIES, language: RELAY_LANGUAGES};
const DEFAULTS: Record<MarketKey, string> = {country: DEFAULT_COUNTRY, language: LOCALE_INFO.en.language};

const supportedMessage = (key: MarketKey) => `${key} must be one of ${SUPPORTED[key].join(', ')}.`;

// Callers send `fr` as often as `FR`.
const marketCode = (key: MarketKey) =>
  z
    .string({error: supportedMessage(key)})
    .trim()
    .toUpperCase()
    .refine((value) => SUPPORTED[key].includes(value), supportedMessage(key));

export const CountrySchema = marketCode('country');
export const LanguageSchema = marketCode('language');

export type Market = Partial<Record<MarketKey, string>>;

const enumArgument = (name: MarketKey, value: string): ArgumentNode => ({
  kind: Kind.ARGUMENT,
  name: {kind: Kind.NAME, value: name},
  value: {kind: Kind.ENUM, value},
});

function supportedOr400(key: MarketKey, value: unknown): string {
  const parsed = marketCode(key).safeParse(value);
  if (!parsed.success) throw new RelayRefusal(400, supportedMessage(key));
  return parsed.data;
}

// A variable the directive already names receives the value, so the document still uses every variable it
// declares (GraphQL refuses an unused one).
export function applyMarketContext(
  checked: CheckedDocument,
  variables: Record<string, unknown>,
  market: Market,
): {document: DocumentNode; variables: Record<string, unknown>} {
  const {operation} = checked;
  const nextVariables = {...variables};
  const existing = operation.directives?.find((directive) => directive.name.value === 'inContext');
  const otherArguments = (existing?.arguments ?? []).filter(
    (argument) => argument.name.value !== 'country' && argument.name.value !== 'language',
  );
  const marketArguments = (['country', 'language'] as const).map((key): ArgumentNode => {
    const current = existing?.arguments?.find((argument) => argument.name.value === key);
    if (current?.value.kind === Kind.VARIABLE) {
      const name = current.value.name.value;
      const declared = operation.variableDefinitions?.find((definition) => definition.variable.name.value === name);
      const given = market[key] ?? nextVariables[name];
      const fallback = declared?.defaultValue;
      if (given != null) nextVariables[name] = supportedOr400(key, given);
      else if (fallback) supportedOr400(key, 'value' in fallback ? fallback.value : null);
      else nextVariables[name] = DEFAULTS[key];
      return current;
    }
    if (market[key]) return enumArgument(key, supportedOr400(key, market[key]));
    if (current) {
      return enumArgument(key, supportedOr400(key, 'value' in current.value ? current.value.value : null));
    }
    return enumArgument(key, DEFAULTS[key]);
  });

  const directive: DirectiveNode = {
    kind: Kind.DIRECTIVE,
    name: {kind: Kind.NAME, value: 'inContext'},
    arguments: [...marketArguments, ...otherArguments],
  };
  const nextOperation: OperationDefinitionNode = {
    ...operation,
    directives: [
      ...(operation.directives ?? []).filter((other) => other.name.value !== 'inContext'),
      directive,
    ],
  };
  return {
    document: {
      ...checked.document,
      definitions: checked.document.definitions.map((definition) =>
        definition === operation ? nextOperation : definition,
      ),
    },
    variables: nextVariables,
  };
}
