import type {ContentLocale, Media} from '~/lib/cms/content-fields';
import {mediaSrc} from './media-src';

/**
 * The language of the media library's `alternativeText`: one file serves every language, and
 * editors describe it in the default one.
 */
export const MEDIA_LIBRARY_LOCALE: ContentLocale = 'en';

export interface ImageView {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Set when `alt` is not in the page's language: a fallback entry's, or the media library's. */
  altLang?: ContentLocale;
  /** Every rendition of the upload, for `srcSet`. */
  srcSet?: string;
}

type FormatName = 'thumbnail' | 'small' | 'medium' | 'large';

/**
 * The description of an entry's image: the entry's own text, in the entry's language, else the
 * media library's; marked with its language when that is not the page's.
 */
export function imageAlt(
  media: Media,
  localized: string | null | undefined,
  locales: {locale: ContentLocale; pageLocale: ContentLocale},
): Pick<ImageView, 'alt' | 'altLang'> {
  const own = localized?.trim();
  const text = own || media.alternativeText?.trim();
  if (!text) return {alt: ''};
  const language = own ? locales.locale : MEDIA_LIBRARY_LOCALE;
  return language === locales.pageLocale ? {alt: text} : {alt: text, altLang: language};
}

/** The absolute URL of an upload's rendition (the original when Strapi made none that size). */
export function mediaUrl(media: Media, origin: string, format?: FormatName): string {
  return mediaSrc(((format && media.formats?.[format]) || media).url, origin);
}

/**
 * A CMS upload as an `<img>`: the requested rendition when Strapi made one
 * (it makes none larger than the original), the original otherwise. `alt` is the entry's
 * description of it, in the entry's `locale`; `pageLocale` is the language of the page showing it.
 */
export function imageFromMedia(
  media: Media,
  origin: string,
  options: {format?: FormatName; alt: string | null | undefined; locale: ContentLocale; pageLocale: ContentLocale},
): ImageView {
  const formats = media.formats ?? {};
  const chosen = (options.format && formats[options.format]) || media;
  const renditions = [...Object.values(formats), media].sort((a, b) => a.width - b.width);
  return {
    src: mediaSrc(chosen.url, origin),
    width: chosen.width,
    height: chosen.height,
    ...imageAlt(media, options.alt, options),
    srcSet:
      renditions.length > 1
        ? renditions.map((item) => `${mediaSrc(item.url, origin)} ${item.width}w`).join(', ')
        : undefined,
  };
}
