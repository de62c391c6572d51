import {contextCountryCode, contextLanguageCode, countryCodes, languageCodes} from '../../../catalogue/market.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {countryObject, languageObject} from '../../graphql-shapes.js';

export function localization(_root: unknown, _args: unknown, ctx: EmulatorContext) {
  const country = countryObject(ctx, contextCountryCode(ctx));
  return {
    availableCountries: countryCodes(ctx.db).map((code) => countryObject(ctx, code)),
    availableLanguages: languageCodes(ctx.db).map((code) => languageObject(ctx, code)),
    country,
    language: languageObject(ctx, contextLanguageCode(ctx)),
    market: country.market,
  };
}
