import {useTranslation} from '~/i18n/translate';
import {ExternalLink} from '~/components/ui/external-link';
import type {AudioListItem} from '~/lib/media/audio-item';

type DatedAudioItem = AudioListItem & {dateText: string};

export function AudioList({items, dateLabel}: {items: DatedAudioItem[]; dateLabel: 'publishedOn' | 'broadcastOn'}) {
  const {t} = useTranslation();
  return (
    <ul className="media-list">
      {items.map((item) => (
        <li key={item.id}>
          <article className="media-item">
            <h2 className="media-item__title">{item.title}</h2>
            <p className="media-item__meta">
              <span>{item.source}</span>
              {' · '}
              <time dateTime={item.publishedOn}>
                {t(`media.${dateLabel}`, {date: item.dateText})}
              </time>
              {item.durationMinutes ? ` · ${t('media.duration', {minutes: item.durationMinutes})}` : null}
            </p>
            {item.description ? <p>{item.description}</p> : null}
            {item.playableUrl ? (
              // The CMS has no caption files for interviews; the description says what is in each.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <audio controls preload="none" src={item.playableUrl} aria-label={t('media.audioPlayer', {title: item.title})}>
                <a href={item.playableUrl}>{t('media.listenFile')}</a>
              </audio>
            ) : null}
            {item.externalUrl ? (
              <p>
                <ExternalLink href={item.externalUrl}>
                  {item.externalUrl === item.playableUrl || /\.(mp3|m4a|ogg|opus|wav)$/i.test(item.externalUrl)
                    ? t('media.listenFile')
                    : t('media.listenAt', {source: item.source})}
                </ExternalLink>
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
