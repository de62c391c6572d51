import {useState} from 'react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/translate';

// React 18 passes only the lower-case attribute through without a warning; React 19 wants `fetchPriority`.
const LCP_PRIORITY = {fetchpriority: 'high'} as Record<string, string>;

export interface GalleryImage {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

interface ProductGalleryProps {
  images: GalleryImage[];
  variantImage?: GalleryImage | null;
  title: string;
}

export function ProductGallery({images, variantImage, title}: ProductGalleryProps) {
  const {t} = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const all = variantImage && !images.some((image) => image.url === variantImage.url) ? [variantImage, ...images] : images;
  if (all.length === 0) return null;
  const current = all.find((image) => image.url === chosen) ?? variantImage ?? all[0];
  const alt = (image: GalleryImage) => image.altText || title;
  return (
    <div className="product-gallery">
      <Image
        key={current.url}
        data={current}
        alt={alt(current)}
        sizes="(min-width: 48em) 50vw, 100vw"
        loading="eager"
        {...LCP_PRIORITY}
        className="product-gallery__main"
      />
      {all.length > 1 ? (
        <ul className="product-gallery__thumbnails" aria-label={t('product.galleryLabel', {title})}>
          {all.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="product-gallery__thumbnail"
                aria-pressed={image.url === current.url}
                aria-label={t('product.showPhoto', {number: index + 1, count: all.length, alt: alt(image)})}
                onClick={() => setChosen(image.url)}
              >
                <Image data={image} alt="" aspectRatio="1/1" sizes="5rem" loading="lazy" width={80} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
