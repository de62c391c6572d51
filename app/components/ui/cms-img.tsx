import type {ImageView} from '~/lib/media/cms-image';
import {LOCALE_INFO} from '~/i18n/locales';

/** `priority` for the page's main image (no lazy loading, fetched first), else eager or lazy. */
export type ImgLoading = 'priority' | 'eager' | 'lazy';

/**
 * A CMS image with every rendition in `srcSet` and its size set, so the page
 * does not shift when it arrives.
 */
export function CmsImg({
  image,
  sizes,
  loading = 'lazy',
  className,
  alt = image.alt,
}: {
  image: ImageView;
  sizes: string;
  loading?: ImgLoading;
  className?: string;
  /** Overrides the CMS text, e.g. `''` where the image only decorates a card. */
  alt?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={alt}
      lang={alt === image.alt && image.altLang ? LOCALE_INFO[image.altLang].tag : undefined}
      width={image.width}
      height={image.height}
      {...(loading === 'priority'
        ? {fetchPriority: 'high' as const}
        : {loading, decoding: 'async' as const})}
    />
  );
}
