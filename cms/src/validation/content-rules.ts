// What the site's schemas require of published content beyond what Strapi checks from schema.json:
// an order of dates, a real time zone, well-formed codes, handles and links, an id that fits the video
// provider, a podcast that can be listened to. Each rule names its field in words (the label the admin
// panel shows), in English, French and Dutch, for the editor who sees it in their admin language. A
// missing value is left to Strapi's own `required` check.
import {EVENT, HOME_PAGE, LIVE_SHOW} from '../content-model';
import {FIELD_WORDS, type Words} from '../words/field-words';

export interface Issue {
  /** The field, as the admin panel's form names it: `['endsAt']`, `['place', 'country']`. */
  path: string[];
  message: Words;
}

/** What a rule finds: the field and what it must be, before the field's name is put in front. */
interface Finding {
  path: string[];
  requirement: Words;
}

type Entry = Record<string, unknown>;
type Rule = (entry: Entry) => Finding[];

const w = (en: string, fr: string, nl: string): Words => ({en, fr, nl});

const isAbsent = (value: unknown): value is null | undefined => value === null || value === undefined;

function valueAt(entry: Entry, path: readonly string[]): unknown {
  let value: unknown = entry;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Entry)[key];
  }
  return value;
}

/** A rule on one field's value when it has one; `test` gets the value as stored. */
function fieldRule(path: readonly string[], test: (value: unknown) => boolean, requirement: Words): Rule {
  return (entry) => {
    const value = valueAt(entry, path);
    return isAbsent(value) || test(value) ? [] : [{path: [...path], requirement}];
  };
}

const matches = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value);

// ---------------------------------------------------------------------------------------------------
// The checks

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const LANGUAGE_CODE = /^[a-z]{2}$/;
const VIDEO_IDS: Record<string, {pattern: RegExp; requirement: Words}> = {
  youtube: {
    pattern: /^[A-Za-z0-9_-]{11}$/,
    requirement: w(
      'does not fit YouTube: a YouTube id is 11 letters, digits, "-" or "_".',
      'ne convient pas à YouTube : un identifiant YouTube compte 11 lettres, chiffres, « - » ou « _ ».',
      'past niet bij YouTube: een YouTube-id telt 11 letters, cijfers, "-" of "_".',
    ),
  },
  vimeo: {
    pattern: /^\d{6,12}$/,
    requirement: w(
      'does not fit Vimeo: a Vimeo id is 6 to 12 digits.',
      'ne convient pas à Vimeo : un identifiant Vimeo compte 6 à 12 chiffres.',
      'past niet bij Vimeo: een Vimeo-id telt 6 tot 12 cijfers.',
    ),
  },
};

/** An http(s) address a browser can open: the site's `z.url({protocol: /^https?$/})`. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(trimmed).protocol);
  } catch {
    return false;
  }
}

/** A zone of the IANA database (`Europe/Brussels`) or UTC, as the site's formatter takes it. */
export function isIanaTimeZone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new Intl.DateTimeFormat('en', {timeZone: value});
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** A link in rich text: http(s), mailto: or tel:, or a path of the site (not `//host`). */
export function isAllowedBlockLink(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const time = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

// ---------------------------------------------------------------------------------------------------
// The rules of each field kind

const handle = (field: string) =>
  fieldRule(
    [field],
    matches(HANDLE),
    w(
      'must be lower-case letters and digits in words joined by hyphens, e.g. spring-ball.',
      'doit être fait de lettres minuscules et de chiffres, en mots reliés par des tirets, p. ex. bal-de-printemps.',
      'moet bestaan uit kleine letters en cijfers, in woorden met koppeltekens, bv. lentebal.',
    ),
  );

const countryCode = (...path: string[]) =>
  fieldRule(
    path,
    matches(COUNTRY_CODE),
    w(
      'must be a two-letter country code in capitals, e.g. BE.',
      'doit être un code de pays de deux lettres majuscules, p. ex. BE.',
      'moet een landcode van twee hoofdletters zijn, bv. BE.',
    ),
  );

const httpUrl = (field: string) =>
  fieldRule(
    [field],
    isHttpUrl,
    w(
      'must be a full web address starting with http:// or https://.',
      'doit être une adresse web complète commençant par http:// ou https://.',
      'moet een volledig webadres zijn dat begint met http:// of https://.',
    ),
  );

const timeZone = (field: string) =>
  fieldRule(
    [field],
    isIanaTimeZone,
    w(
      'must be a time zone such as Europe/Brussels.',
      'doit être un fuseau horaire tel que Europe/Brussels.',
      'moet een tijdzone zijn zoals Europe/Brussels.',
    ),
  );

const languageCode = (field: string) =>
  fieldRule(
    [field],
    matches(LANGUAGE_CODE),
    w(
      'must be a two-letter language code in lower case, e.g. fr.',
      'doit être un code de langue de deux lettres minuscules, p. ex. fr.',
      'moet een taalcode van twee kleine letters zijn, bv. fr.',
    ),
  );

const endsAfterStart: Rule = ({startsAt, endsAt}) =>
  isAbsent(startsAt) || isAbsent(endsAt) || time(endsAt) > time(startsAt)
    ? []
    : [
        {
          path: ['endsAt'],
          requirement: w(
            'must be after the start: move the end along with the start.',
            'doit être après le début : déplacez la fin avec le début.',
            'moet na het begin liggen: verplaats het einde samen met het begin.',
          ),
        },
      ];

const videoIdOfProvider: Rule = ({provider, videoId}) => {
  const expected = typeof provider === 'string' ? VIDEO_IDS[provider] : undefined;
  if (!expected || isAbsent(videoId) || matches(expected.pattern)(videoId)) return [];
  return [{path: ['videoId'], requirement: expected.requirement}];
};

const audioOrLink: Rule = ({audioUrl, externalUrl}) =>
  isAbsent(audioUrl) && isAbsent(externalUrl)
    ? [
        {
          path: ['audioUrl'],
          requirement: w(
            'or the external link is needed: give an audio file address, an external link, or both.',
            'ou le lien externe est nécessaire : donnez l’adresse d’un fichier audio, un lien externe, ou les deux.',
            'of de externe link is nodig: geef het adres van een audiobestand, een externe link, of beide.',
          ),
        },
      ]
    : [];

function linksIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(linksIn);
  if (typeof node !== 'object' || node === null) return [];
  const {type, url, children} = node as {type?: unknown; url?: unknown; children?: unknown};
  const own = type === 'link' && typeof url === 'string' ? [url] : [];
  return [...own, ...linksIn(children)];
}

const blockLinks =
  (field: string): Rule =>
  (entry) =>
    linksIn(entry[field])
      .filter((url) => !isAllowedBlockLink(url))
      .map((url) => ({
        path: [field],
        requirement: w(
          `has a link the site cannot open (${url}): use an http://, https://, mailto: or tel: address, or a path such as /about.`,
          `contient un lien que le site ne peut pas ouvrir (${url}) : utilisez une adresse http://, https://, mailto: ou tel:, ou un chemin tel que /fr/a-propos.`,
          `bevat een link die de site niet kan openen (${url}): gebruik een http://-, https://-, mailto:- of tel:-adres, of een pad zoals /nl/over-ons.`,
        ),
      }));

// ---------------------------------------------------------------------------------------------------
// The rules of each readable type

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  [HOME_PAGE]: [handle('featuredAlbumHandle'), blockLinks('heroText'), blockLinks('intro')],
  'api::about-page.about-page': [handle('handle'), blockLinks('body')],
  [EVENT]: [handle('handle'), endsAfterStart, timeZone('timezone'), countryCode('country'), httpUrl('ticketUrl')],
  [LIVE_SHOW]: [handle('handle'), blockLinks('description')],
  'api::workshop.workshop': [
    handle('handle'),
    endsAfterStart,
    countryCode('place', 'country'),
    httpUrl('signUpUrl'),
    blockLinks('description'),
  ],
  'api::video.video': [videoIdOfProvider],
  'api::podcast.podcast': [httpUrl('audioUrl'), httpUrl('externalUrl'), audioOrLink],
  'api::radio-interview.radio-interview': [httpUrl('audioUrl'), httpUrl('externalUrl'), audioOrLink],
  'api::press-article.press-article': [httpUrl('url'), languageCode('language')],
};

export const hasContentRules = (uid: string): boolean => uid in RULES;

/** The component each nested field lives in, for its label. */
const COMPONENTS: Readonly<Record<string, string>> = {place: 'shared.place'};

/** The field's label, as the admin panel shows it, in each language; the field's own name without one. */
export function fieldName(uid: string, path: readonly string[]): Words {
  const [first, nested] = path;
  const words = nested ? FIELD_WORDS[COMPONENTS[first!] ?? '']?.[nested] : FIELD_WORDS[uid]?.[first!];
  return words?.label ?? w(path.join('.'), path.join('.'), path.join('.'));
}

/** Everything that keeps `entry` (as stored, components populated) from being published. */
export function contentIssues(uid: string, entry: Entry): Issue[] {
  return (RULES[uid] ?? []).flatMap((rule) =>
    rule(entry).map(({path, requirement}) => {
      const name = fieldName(uid, path);
      return {path, message: w(`${name.en} ${requirement.en}`, `${name.fr} ${requirement.fr}`, `${name.nl} ${requirement.nl}`)};
    }),
  );
}
