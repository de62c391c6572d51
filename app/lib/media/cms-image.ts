import type {ContentLocale, Media} from '~/lib/cms/content-fields';
import {mediaSrc} from './media-src';

export const MEDIA_LIBRARY_LOCALE: ContentLocale = 'en';

export interface ImageView {
  src: string;
  width: number;
  height: number;
  alt: string;
  altLang?: ContentLocale;
  srcSet?: string;
}

type FormatName = 'thumbnail' | 'small' | 'medium' | 'large';

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

/** The picture as a link preview shows it: a meta tag cannot mark another language, so such a text is left out. */
export function previewImage(image: ImageView) {
  return {url: image.src, width: image.width, height: image.height, altText: image.altLang ? null : image.alt};
}

export function mediaUrl(media: Media, origin: string, format?: FormatName): string {
  return mediaSrc(((format && media.formats?.[format]) || media).url, origin);
}

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
