// What Strapi's own checks say when they refuse a field, in words an editor can act on. Matched on
// Strapi's English messages ("image must be defined.", "… must match the following: …", "This attribute
// must be unique"); a message not known here is passed on as Strapi wrote it.
import type {Words} from '../words/field-words';

const w = (en: string, fr: string, nl: string): Words => ({en, fr, nl});

const REFUSALS: readonly {pattern: RegExp; words: Words}[] = [
  {pattern: /must be defined|is a required field|is required/i, words: w('is required.', 'est obligatoire.', 'is verplicht.')},
  {
    pattern: /must match the following/i,
    words: w(
      'is not in the expected form: see the help under the field.',
      'n’a pas la forme attendue : voyez l’aide sous le champ.',
      'heeft niet de verwachte vorm: zie de hulp onder het veld.',
    ),
  },
  {
    pattern: /must be unique/i,
    words: w(
      'is already used by another entry: choose another.',
      'est déjà utilisé par une autre entrée : choisissez-en un autre.',
      'wordt al door een ander item gebruikt: kies een ander.',
    ),
  },
];

/** The words for Strapi's refusal `message`, or undefined for one without them. */
export const strapiRefusalWords = (message: string): Words | undefined =>
  REFUSALS.find(({pattern}) => pattern.test(message))?.words;
