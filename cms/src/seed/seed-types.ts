import type {Core, UID} from '@strapi/strapi';

export interface SeedType {
  uid: UID.ContentType;
  /** The content folder: the API path of a collection, the singular name of a single type. */
  folder: string;
}

/** The project's own content types, each after the types its relations point at. */
export function seedTypes(strapi: Core.Strapi): SeedType[] {
  const types = Object.entries(strapi.contentTypes)
    .filter(([uid]) => uid.startsWith('api::'))
    .map(([uid, contentType]) => ({
      uid: uid as UID.ContentType,
      folder: contentType.kind === 'singleType' ? contentType.info.singularName : contentType.info.pluralName,
      targets: Object.values(contentType.attributes as Record<string, {type: string; target?: string}>)
        .filter((attribute) => attribute.type === 'relation' && attribute.target?.startsWith('api::') && attribute.target !== uid)
        .map((attribute) => attribute.target as string),
    }));
  const ordered: typeof types = [];
  while (ordered.length < types.length) {
    const ready = types.filter(
      (type) => !ordered.includes(type) && type.targets.every((target) => ordered.some((done) => done.uid === target)),
    );
    // A cycle would never become ready: take the rest as they come.
    ordered.push(...(ready.length > 0 ? ready : types.filter((type) => !ordered.includes(type))));
  }
  return ordered.map(({uid, folder}) => ({uid, folder}));
}
