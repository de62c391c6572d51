import {Suspense, lazy, useRef, useState} from 'react';
import {useTranslation} from '~/i18n/translate';
import type {LightboxEntry} from './lightbox-slides';

// The lightbox and its library load on the first click, never with the page.
const PhotoLightbox = lazy(() => import('./photo-lightbox'));

export interface GridPhoto extends LightboxEntry {
  id: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  thumbnail: {src: string; width: number; height: number};
  srcSet?: string;
  credit?: string | null;
}

export function PhotoGrid({photos}: {photos: GridPhoto[]}) {
  const {t} = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lastIndex, setLastIndex] = useState(0);
  const [requested, setRequested] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (index: number) => {
    setRequested(true);
    setLastIndex(index);
    setOpenIndex(index);
  };

  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-grid__item">
            <figure>
              <button
                type="button"
                className="photo-grid__button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                onClick={() => open(index)}
              >
                <img
                  src={photo.thumbnail.src}
                  srcSet={photo.srcSet}
                  sizes="(min-width: 48rem) 22rem, 50vw"
                  alt={photo.alt}
                  width={photo.thumbnail.width}
                  height={photo.thumbnail.height}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className="visually-hidden"> {t('media.enlargePhoto')}</span>
              </button>
              <figcaption>
                <span>{photo.title}</span>
                {photo.credit ? <span className="photo-grid__credit"> {t('media.photoCredit', {credit: photo.credit})}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {requested ? (
        <Suspense
          fallback={
            <p className="photo-grid__loading" role="status">
              {t('lightbox.loading')}
            </p>
          }
        >
          <PhotoLightbox
            photos={photos}
            index={openIndex ?? lastIndex}
            open={openIndex !== null}
            onClose={() => setOpenIndex(null)}
            onClosed={(shown) => buttons.current[shown]?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
