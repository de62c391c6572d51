import type {ImageView} from '~/lib/media/cms-image';
import {LOCALE_INFO} from '~/i18n/locales';

export type ImgLoading = 'priority' | 'eager' | 'lazy';

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
      // React 18 warns on the camel-case `fetchPriority` prop; the lower-case attribute is the same to a browser.
      {...(loading === 'priority'
        ? ({fetchpriority: 'high'} as Record<string, string>)
        : {loading, decoding: 'async' as const})}
    />
  );
}
