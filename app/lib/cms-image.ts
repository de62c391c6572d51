import type {Media} from './cms/schemas';
import {mediaSrc} from './media-src';

export interface ImageView {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Every rendition of the upload, for `srcSet`. */
  srcSet?: string;
}

type FormatName = 'thumbnail' | 'small' | 'medium' | 'large';

/**
 * A CMS upload as an `<img>`: the requested rendition when Strapi made one
 * (it makes none larger than the original), the original otherwise.
 */
export function imageFromMedia(
  media: Media,
  origin: string,
  options: {format?: FormatName; alt?: string} = {},
): ImageView {
  const formats = media.formats ?? {};
  const chosen = (options.format && formats[options.format]) || media;
  const renditions = [...Object.values(formats), media].sort((a, b) => a.width - b.width);
  return {
    src: mediaSrc(chosen.url, origin),
    width: chosen.width,
    height: chosen.height,
    alt: options.alt ?? media.alternativeText ?? '',
    srcSet:
      renditions.length > 1
        ? renditions.map((item) => `${mediaSrc(item.url, origin)} ${item.width}w`).join(', ')
        : undefined,
  };
}
