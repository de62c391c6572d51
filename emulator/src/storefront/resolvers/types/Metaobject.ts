import {toGid} from '../../../ids/gid.js';
import {metaobjectFields, type MetaobjectRecord} from '../../../catalogue/shop-content.js';
import type {MetaobjectResolvers} from '../generated-resolver-types.js';

// Field values are text; references to other resources are not modelled.
const asField = (field: {key: string; type: string; value: string | null}) => ({...field, reference: null, references: null});

export const Metaobject: MetaobjectResolvers = {
  id: (metaobject: MetaobjectRecord) => toGid('Metaobject', metaobject.id),
  fields: (metaobject: MetaobjectRecord, _args, ctx) => metaobjectFields(ctx.db, metaobject.id).map(asField),
  field: (metaobject: MetaobjectRecord, args: {key: string}, ctx) => {
    const field = metaobjectFields(ctx.db, metaobject.id).find((candidate) => candidate.key === args.key);
    return field ? asField(field) : null;
  },
  onlineStoreUrl: () => null,
  seo: () => ({title: null, description: null}),
};
