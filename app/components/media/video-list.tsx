import {useTranslation} from '~/i18n/translate';
import {EmptyState} from '~/components/ui/empty-state';
import {VideoEmbed, type EmbeddableVideo} from './video-embed';

export interface VideoListItem extends EmbeddableVideo {
  id: string;
  publishedOn: string;
  dateText: string;
  description: string;
}

export function VideoList({videos}: {videos: VideoListItem[]}) {
  const {t} = useTranslation();
  if (videos.length === 0) return <EmptyState>{t('empty.videos')}</EmptyState>;
  return (
    <ul className="media-list media-list--videos">
      {videos.map((video) => (
        <li key={video.id}>
          <article className="media-item">
            <h2 className="media-item__title">{video.title}</h2>
            <p className="media-item__meta">
              <time dateTime={video.publishedOn}>{video.dateText}</time>
            </p>
            <VideoEmbed video={video} />
            {video.description ? <p>{video.description}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
