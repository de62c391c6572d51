import type {ImageView} from '~/lib/media/cms-image';
import {LOCALE_INFO} from '~/i18n/locales';
import {HIGH_FETCH_PRIORITY} from './fetch-priority';

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
      {...(loading === 'priority' ? HIGH_FETCH_PRIORITY : {loading, decoding: 'async' as const})}
    />
  );
}
