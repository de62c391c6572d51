import {imageAlt} from '../../../../catalogue/catalogue-store.js';
import {localeOf} from '../../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../../ids/gid.js';
import {transformedUrl, type Transform} from '../../../../storefront/resolvers/types/Image.js';
import type {ImageResolvers} from '../generated-resolver-types.js';

/** Line item images are the catalogue's, at the same URLs the Storefront API gives them. */
export const Image: ImageResolvers = {
  id: (image) => toGid('ProductImage', image.id),
  altText: (image, _args, ctx) => imageAlt(ctx.db, image.id, localeOf(ctx)),
  url: (image, args: {transform?: Transform | null}, ctx) => transformedUrl(ctx.baseUrl, image, args.transform),
  src: (image, _args, ctx) => transformedUrl(ctx.baseUrl, image, null),
  originalSrc: (image, _args, ctx) => transformedUrl(ctx.baseUrl, image, null),
  transformedSrc: (image, args: Transform, ctx) => transformedUrl(ctx.baseUrl, image, args),
  thumbhash: () => null,
};
