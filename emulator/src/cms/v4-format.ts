// The v4 response shape that Strapi 5 returns on `Strapi-Response-Format: v4`: entries as
// `{id, documentId, attributes}`, media and relations wrapped in `{data}`, components as they are.
import type {Entry} from './content-store.js';
import {CONTENT_TYPES, type ContentType} from './content-model.js';

function wrap(value: unknown, format: (item: Entry) => Entry): {data: unknown} {
  if (value === null || value === undefined) return {data: null};
  if (Array.isArray(value)) return {data: (value as Entry[]).map(format)};
  return {data: format(value as Entry)};
}

function mediaToV4(media: Entry): Entry {
  const {id, documentId, ...attributes} = media;
  return {id, documentId, attributes};
}

export function entryToV4(entry: Entry, type: ContentType): Entry {
  const {id, documentId, ...fields} = entry;
  const attributes: Entry = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = type.populatable[name];
    const target = field?.target ? CONTENT_TYPES.get(field.target) : undefined;
    if (field?.kind === 'media') attributes[name] = wrap(value, mediaToV4);
    else if (field?.kind === 'relation' && target) attributes[name] = wrap(value, (item) => entryToV4(item, target));
    else attributes[name] = value;
  }
  return {id, documentId, attributes};
}
