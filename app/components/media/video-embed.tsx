import {useState} from 'react';
import {useTranslation} from '~/i18n/translate';
import type {VideoProvider} from '~/lib/cms/content-model';

export interface EmbeddableVideo {
  provider: VideoProvider;
  videoId: string;
  title: string;
  thumbnail: {src: string; width: number; height: number; alt: string} | null;
}

/** Players whose embeds set no tracking cookie: YouTube's no-cookie domain, Vimeo with Do Not Track. */
export function embedUrl({provider, videoId}: Pick<EmbeddableVideo, 'provider' | 'videoId'>): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`;
}

// The provider is contacted only when the visitor asks; until then our own thumbnail stands in.
export function VideoEmbed({video}: {video: EmbeddableVideo}) {
  const {t} = useTranslation();
  const [playing, setPlaying] = useState(false);
  const providerName = video.provider === 'youtube' ? 'YouTube' : 'Vimeo';

  return (
    <div className="video-embed">
      {playing ? (
        <iframe
          className="video-embed__frame"
          src={embedUrl(video)}
          title={video.title}
          width={640}
          height={360}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-embed__button" onClick={() => setPlaying(true)}>
          {video.thumbnail ? (
            <img
              src={video.thumbnail.src}
              alt=""
              width={video.thumbnail.width}
              height={video.thumbnail.height}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <span className="video-embed__play" aria-hidden="true">
            ▶
          </span>
          <span className="video-embed__label">{t('media.playVideo', {title: video.title})}</span>
        </button>
      )}
      {playing ? null : (
        <p className="video-embed__notice">{t('media.videoNotice', {provider: providerName})}</p>
      )}
    </div>
  );
}
