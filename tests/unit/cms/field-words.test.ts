// The admin panel's words against the schemas they describe: every field the duo edit has a label in
// each admin language, every choice its words, and no choice means two things (the admin looks a
// choice up by its bare value).
import {readdirSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentIssues} from '../../../cms/src/validation/content-rules';
import {strapiRefusalWords} from '../../../cms/src/validation/strapi-refusals';
import {ADMIN_LANGUAGES, CHOICE_WORDS, FIELD_WORDS, TYPE_WORDS} from '../../../cms/src/words/field-words';

interface Schema {
  info: {displayName: string};
  options?: {draftAndPublish?: boolean};
  pluginOptions?: Record<string, {visible?: boolean}>;
  attributes: Record<string, {type: string; enum?: string[]; private?: boolean}>;
}

const API = resolve(import.meta.dirname, '../../../cms/src/api');
const SCHEMAS: [string, Schema][] = readdirSync(API).flatMap((api) =>
  readdirSync(resolve(API, api, 'content-types')).map((type): [string, Schema] => [
    `api::${api}.${type}`,
    JSON.parse(readFileSync(resolve(API, api, 'content-types', type, 'schema.json'), 'utf8')) as Schema,
  ]),
);
const shown = SCHEMAS.filter(([, schema]) => schema.pluginOptions?.['content-manager']?.visible !== false);
const place = JSON.parse(readFileSync(resolve(API, '../components/shared/place.json'), 'utf8')) as Schema;

describe('the admin panel in words', () => {
  it.each(shown)('%s: every field the duo see has a label and a name for the type, in each language', (uid, schema) => {
    const visible = Object.entries(schema.attributes).filter(([, attribute]) => !attribute.private);
    for (const [field] of visible) {
      for (const language of ADMIN_LANGUAGES) expect(FIELD_WORDS[uid]?.[field]?.label[language], `${field} (${language})`).toBeTruthy();
    }
    for (const language of ADMIN_LANGUAGES) expect(TYPE_WORDS[schema.info.displayName]?.[language], language).toBeTruthy();
  });

  it('labels the fields of the place component', () => {
    for (const field of Object.keys(place.attributes)) expect(FIELD_WORDS['shared.place']?.[field]?.label.fr).toBeTruthy();
  });

  it('names no field that is not in its schema', () => {
    const schemas = new Map<string, Schema>([...SCHEMAS, ['shared.place', place]]);
    for (const [uid, fields] of Object.entries(FIELD_WORDS)) {
      for (const field of Object.keys(fields)) expect(field === 'createdAt' || field in schemas.get(uid)!.attributes, `${uid}.${field}`).toBe(true);
    }
  });

  it('words every choice of every choice list, and gives one value one meaning', () => {
    const meanings = new Map<string, string>();
    for (const [uid, schema] of shown) {
      for (const [field, attribute] of Object.entries(schema.attributes)) {
        if (attribute.type !== 'enumeration') continue;
        for (const value of attribute.enum!) {
          const words = CHOICE_WORDS[`${uid}.${field}`]?.[value];
          expect(words, `${uid}.${field} = ${value}`).toBeDefined();
          const meaning = JSON.stringify(words);
          expect(meanings.get(value) ?? meaning, `${value} means one thing`).toBe(meaning);
          meanings.set(value, meaning);
        }
      }
    }
  });
});

describe('a refusal to publish', () => {
  it('names the field by its label, in each language', () => {
    const [issue] = contentIssues('api::event.event', {startsAt: '2026-12-12T19:00:00Z', endsAt: '2026-12-12T18:00:00Z'});
    expect(issue).toEqual({
      path: ['endsAt'],
      message: {
        en: 'End must be after the start: move the end along with the start.',
        fr: 'Fin doit être après le début : déplacez la fin avec le début.',
        nl: 'Einde moet na het begin liggen: verplaats het einde samen met het begin.',
      },
    });
  });

  it('names a field of a component by its own label', () => {
    const [issue] = contentIssues('api::workshop.workshop', {place: {country: 'Belgium'}});
    expect(issue?.path).toEqual(['place', 'country']);
    expect(issue?.message.fr).toMatch(/^Code du pays doit être un code de pays de deux lettres majuscules/);
  });

  it('words Strapi’s own refusals it knows, and leaves the others as Strapi wrote them', () => {
    expect(strapiRefusalWords('image must be defined.')?.fr).toBe('est obligatoire.');
    expect(strapiRefusalWords('handle must match the following: "/^[a-z]+$/"')?.nl).toMatch(/verwachte vorm/);
    expect(strapiRefusalWords('This attribute must be unique')?.en).toMatch(/already used/);
    expect(strapiRefusalWords('Something else went wrong')).toBeUndefined();
  });
});
