import type {ImageRecord} from '../../../catalogue/catalogue-store.js';
import {imageAlt} from '../../../catalogue/catalogue-store.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import type {MediaImageResolvers} from '../generated-resolver-types.js';

/** A product image seen as media; the record is the same image row. */
export interface MediaImageParent {
  __typename: 'MediaImage';
  image: ImageRecord;
}

export function asMedia(image: ImageRecord): MediaImageParent {
  return {__typename: 'MediaImage', image};
}

export const MediaImage: MediaImageResolvers = {
  id: (media: MediaImageParent) => toGid('MediaImage', media.image.id),
  alt: (media: MediaImageParent, _args, ctx) => imageAlt(ctx.db, media.image.id, localeOf(ctx)),
  mediaContentType: () => 'IMAGE',
  previewImage: (media: MediaImageParent) => media.image,
  presentation: () => null,
};
