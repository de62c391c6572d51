import {Suspense} from 'react';
import {Await} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {ImageView} from '~/lib/media/cms-image';
import {LOCALE_INFO} from '~/i18n/locales';
import {ScreenLink} from '~/components/ui/screen-link';
import {ExternalLink} from '~/components/ui/external-link';

export interface LatestMediaView {
  video: {title: string; thumbnail: ImageView | null} | null;
  photos: {id: string; title: string; image: ImageView}[];
  press: {title: string; outlet: string; url: string} | null;
}

const Thumb = ({image, alt}: {image: ImageView; alt: string}) => (
  <img
    src={image.src}
    alt={alt}
    lang={alt === image.alt && image.altLang ? LOCALE_INFO[image.altLang].tag : undefined}
    width={image.width}
    height={image.height}
    loading="lazy"
    decoding="async"
  />
);

export function LatestMedia({media}: {media: Promise<LatestMediaView>}) {
  const {t} = useTranslation();
  return (
    <section className="latest-media" aria-labelledby="latest-media">
      <h2 id="latest-media">{t('home.latestMedia')}</h2>
      <Suspense fallback={<div className="latest-media__placeholder" />}>
        <Await resolve={media} errorElement={null}>
          {({video, photos, press}) => (
            <div className="latest-media__grid">
              {video ? (
                <article>
                  <h3>{t('home.latestVideo')}</h3>
                  {video.thumbnail ? <Thumb image={video.thumbnail} alt="" /> : null}
                  <p>
                    <ScreenLink screen="videos">{video.title}</ScreenLink>
                  </p>
                </article>
              ) : null}
              {photos.length > 0 ? (
                <article>
                  <h3>{t('home.latestPhotos')}</h3>
                  <ul className="latest-media__photos">
                    {photos.map((photo) => (
                      <li key={photo.id}>
                        <Thumb image={photo.image} alt={photo.image.alt} />
                      </li>
                    ))}
                  </ul>
                  <p>
                    <ScreenLink screen="photos">{t('home.allPhotos')}</ScreenLink>
                  </p>
                </article>
              ) : null}
              {press ? (
                <article>
                  <h3>{t('home.latestPress')}</h3>
                  <p>
                    <ExternalLink href={press.url}>{press.title}</ExternalLink> — {press.outlet}
                  </p>
                  <p>
                    <ScreenLink screen="press">{t('home.allPress')}</ScreenLink>
                  </p>
                </article>
              ) : null}
            </div>
          )}
        </Await>
      </Suspense>
    </section>
  );
}
