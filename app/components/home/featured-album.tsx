import {useTranslation} from '~/i18n/translate';
import type {ReleaseStatus} from '~/lib/media/release';
import {ScreenLink} from '~/components/ui/screen-link';

export interface FeaturedAlbumView {
  handle: string;
  title: string;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  releaseDateText: string | null;
  status: ReleaseStatus;
}

export function FeaturedAlbum({album}: {album: FeaturedAlbumView}) {
  const {t} = useTranslation();
  return (
    <section className="featured-album" aria-labelledby="featured-album">
      <h2 id="featured-album">{t('home.newAlbum')}</h2>
      <div className="featured-album__body">
        {album.image ? (
          <img
            src={album.image.url}
            alt={album.image.altText ?? ''}
            width={album.image.width ?? 600}
            height={album.image.height ?? 840}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div>
          <p className={`release-badge release-badge--${album.status}`}>
            {album.status === 'coming-soon' ? t('home.comingSoon') : t('home.outNow')}
          </p>
          <h3>{album.title}</h3>
          {album.releaseDateText ? <p>{t('home.releaseDate', {date: album.releaseDateText})}</p> : null}
          <p>
            <ScreenLink screen="product" params={{handle: album.handle}} className="button">
              {t('home.discoverAlbum', {title: album.title})}
            </ScreenLink>
          </p>
        </div>
      </div>
    </section>
  );
}
