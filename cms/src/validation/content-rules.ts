// What the site's schemas require of published content beyond what Strapi checks from schema.json:
// an order of dates, a real time zone, well-formed codes, handles and links, an id that fits the video
// provider, a podcast that can be listened to. Each rule names its field in plain English, for the
// editor who sees it in the admin panel. A missing value is left to Strapi's own `required` check.
import {EVENT, HOME_PAGE, LIVE_SHOW} from '../content-model';

export interface Issue {
  /** The field, as the admin panel's form names it: `['endsAt']`, `['place', 'country']`. */
  path: string[];
  message: string;
}

type Entry = Record<string, unknown>;
type Rule = (entry: Entry) => Issue[];

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
function fieldRule(path: readonly string[], test: (value: unknown) => boolean, requirement: string): Rule {
  const name = path.join('.');
  return (entry) => {
    const value = valueAt(entry, path);
    return isAbsent(value) || test(value) ? [] : [{path: [...path], message: `${name} ${requirement}`}];
  };
}

const matches = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value);

// ---------------------------------------------------------------------------------------------------
// The checks

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const LANGUAGE_CODE = /^[a-z]{2}$/;
const VIDEO_IDS: Record<string, {pattern: RegExp; requirement: string}> = {
  youtube: {pattern: /^[A-Za-z0-9_-]{11}$/, requirement: 'a YouTube id is 11 letters, digits, "-" or "_"'},
  vimeo: {pattern: /^\d{6,12}$/, requirement: 'a Vimeo id is 6 to 12 digits'},
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
    'must be lower-case letters and digits in words joined by hyphens, e.g. spring-ball.',
  );

const countryCode = (...path: string[]) =>
  fieldRule(path, matches(COUNTRY_CODE), 'must be a two-letter country code in capitals (ISO 3166-1), e.g. BE.');

const httpUrl = (field: string) =>
  fieldRule([field], isHttpUrl, 'must be a full web address starting with http:// or https://.');

const timeZone = (field: string) =>
  fieldRule([field], isIanaTimeZone, 'must be an IANA time zone such as Europe/Brussels.');

const languageCode = (field: string) =>
  fieldRule([field], matches(LANGUAGE_CODE), 'must be a two-letter language code in lower case (ISO 639-1), e.g. fr.');

const endsAfterStart: Rule = ({startsAt, endsAt}) =>
  isAbsent(startsAt) || isAbsent(endsAt) || time(endsAt) > time(startsAt)
    ? []
    : [{path: ['endsAt'], message: 'endsAt must be later than startsAt: move the end along with the start.'}];

const videoIdOfProvider: Rule = ({provider, videoId}) => {
  const expected = typeof provider === 'string' ? VIDEO_IDS[provider] : undefined;
  if (!expected || isAbsent(videoId) || matches(expected.pattern)(videoId)) return [];
  return [{path: ['videoId'], message: `videoId does not fit the provider ${provider}: ${expected.requirement}.`}];
};

const audioOrLink: Rule = ({audioUrl, externalUrl}) =>
  isAbsent(audioUrl) && isAbsent(externalUrl)
    ? [
        {
          path: ['audioUrl'],
          message: 'audioUrl or externalUrl is needed: give an audio file address, an external link, or both.',
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
        message:
          `${field} has a link the site cannot open (${url}): ` +
          'use an http://, https://, mailto: or tel: address, or a path such as /about.',
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

/** Everything that keeps `entry` (as stored, components populated) from being published. */
export function contentIssues(uid: string, entry: Entry): Issue[] {
  return (RULES[uid] ?? []).flatMap((rule) => rule(entry));
}
