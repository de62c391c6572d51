import {imageAlt, type ImageRecord} from '../../../catalogue/catalogue-store.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {entryFor} from '../../../catalogue/map-entry.js';
import {toGid} from '../../../ids/gid.js';
import {imageUrl} from '../../../images/images-dir.js';
import type {ImageResolvers} from '../generated-resolver-types.js';

/** An image as a parent: product and variant images are ProductImages, a collection's is a CollectionImage. */
export type ImageParent = ImageRecord & {gidType?: 'ProductImage' | 'CollectionImage' | 'ArticleImage'};

export interface Transform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

const CONTENT_TYPES: Record<string, string> = {WEBP: 'webp', JPG: 'jpg', PNG: 'png'};

// Each image's address as the URL parser spells it, parsed once per base URL and file rather than per field.
const imageHrefs = new Map<string, Map<string, string>>();

function imageHref(baseUrl: string, file: string): string {
  const files = entryFor(imageHrefs, baseUrl, () => new Map<string, string>());
  return entryFor(files, file, () => new URL(imageUrl(baseUrl, file)).href);
}

// The same query parameters Shopify's CDN takes, so a URL built here and one built by Hydrogen's
// <Image> loader ask the emulator for the same rendition. The values are numbers and lower-case words.
export function transformedUrl(baseUrl: string, image: ImageRecord, transform: Transform | null | undefined): string {
  const href = imageHref(baseUrl, image.file);
  if (!transform) return href;
  const params: string[] = [];
  const scale = transform.scale && transform.scale > 1 ? Math.min(transform.scale, 3) : 1;
  if (transform.maxWidth) params.push(`width=${transform.maxWidth * scale}`);
  if (transform.maxHeight) params.push(`height=${transform.maxHeight * scale}`);
  if (transform.crop) params.push(`crop=${encodeURIComponent(transform.crop.toLowerCase())}`);
  const format = transform.preferredContentType && CONTENT_TYPES[transform.preferredContentType];
  if (format) params.push(`format=${format}`);
  if (!params.length) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${params.join('&')}`;
}

export const Image: ImageResolvers = {
  id: (image: ImageParent) => toGid(image.gidType ?? 'ProductImage', image.id),
  altText: (image: ImageParent, _args, ctx) => imageAlt(ctx.db, image.id, localeOf(ctx)),
  url: (image: ImageParent, args: {transform?: Transform | null}, ctx) =>
    transformedUrl(ctx.baseUrl, image, args.transform),
  src: (image: ImageParent, _args, ctx) => transformedUrl(ctx.baseUrl, image, null),
  originalSrc: (image: ImageParent, _args, ctx) => transformedUrl(ctx.baseUrl, image, null),
  transformedSrc: (image: ImageParent, args: Transform, ctx) => transformedUrl(ctx.baseUrl, image, args),
  thumbhash: () => null,
};
