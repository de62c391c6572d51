// `fields` and `populate`: like Strapi, media, relations and components are in a response only when
// populated (`*`, a list, or an object with nested `fields`/`populate`); `fields` keeps id and documentId.
import {asList, type QueryObject, type QueryValue} from './bracket-query.js';
import {readEntries, type Entry} from './content-store.js';
import {CONTENT_TYPES, type ContentType} from './content-model.js';
import {validationError} from './strapi-errors.js';

export interface Projection {
  fields?: QueryValue;
  populate?: QueryValue;
}

type PopulateTree = Map<string, Projection>;

function isObject(value: QueryValue | undefined): value is QueryObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function populateTree(type: ContentType, populate: QueryValue | undefined): PopulateTree {
  const tree: PopulateTree = new Map();
  const add = (name: string, nested: Projection) => {
    if (!(name in type.populatable)) throw validationError(`Invalid key ${name}`);
    tree.set(name, nested);
  };
  if (populate === undefined) return tree;
  const all = () => Object.keys(type.populatable).forEach((name) => tree.set(name, {}));
  if (isObject(populate) && !Object.keys(populate).every((key) => /^\d+$/.test(key))) {
    for (const [name, value] of Object.entries(populate)) {
      if (name === '*') all();
      else if (isObject(value)) add(name, {fields: value.fields, populate: value.populate});
      else if (value === 'true' || value === '*') add(name, value === '*' ? {populate: '*'} : {});
      else if (value !== 'false') throw validationError(`Invalid populate value for ${name}`);
    }
    return tree;
  }
  for (const item of asList(populate, true)) {
    if (typeof item !== 'string') throw validationError('Invalid populate parameter');
    if (item === '*') {
      all();
      continue;
    }
    // v4's dotted form: `populate=liveShow.image`.
    const [name, ...rest] = item.split('.');
    add(name, rest.length ? {populate: rest.join('.')} : (tree.get(name) ?? {}));
  }
  return tree;
}

function selectedFields(entry: Entry, type: ContentType, fields: QueryValue | undefined): Entry {
  const names = asList(fields, true);
  if (names.length === 0) return entry;
  const kept: Entry = {id: entry.id, documentId: entry.documentId};
  for (const name of names) {
    if (typeof name !== 'string' || !(name in entry) || name in type.populatable) {
      throw validationError(`Invalid key ${String(name)}`);
    }
    kept[name] = entry[name];
  }
  return kept;
}

function populated(value: unknown, kind: string, target: ContentType | undefined, nested: Projection, locale: string): unknown {
  if (value === null || value === undefined || kind !== 'relation' || !target) return value ?? null;
  const related = (Array.isArray(value) ? value : [value]) as Entry[];
  // A relation shows the related entry as it is now, in the same language (null when untranslated).
  const current = related
    .map((ref) => readEntries(target.path, locale).find((entry) => entry.documentId === ref.documentId))
    .filter((entry): entry is Entry => entry !== undefined)
    .map((entry) => projectEntry(entry, target, nested, locale));
  return Array.isArray(value) ? current : (current[0] ?? null);
}

export function projectEntry(entry: Entry, type: ContentType, projection: Projection, locale: string): Entry {
  const tree = populateTree(type, projection.populate);
  const withoutPopulatable = Object.fromEntries(
    Object.entries(entry).filter(([name]) => !(name in type.populatable)),
  );
  const result = selectedFields(withoutPopulatable, type, projection.fields);
  for (const [name, nested] of tree) {
    const field = type.populatable[name];
    const target = field.target ? CONTENT_TYPES.get(field.target) : undefined;
    result[name] = populated(entry[name], field.kind, target, nested, locale);
  }
  return result;
}
