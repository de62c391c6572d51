import {useTranslation} from '~/i18n/translate';
import type {LiveShow} from '~/lib/cms/content-model';
import type {ImageView} from '~/lib/media/cms-image';
import {RichText} from '~/components/rich-text/rich-text';
import {CmsImg} from '~/components/ui/cms-img';

export interface ShowFormatItem {
  show: LiveShow;
  image: ImageView | null;
}

export function ShowFormat({item, mediaOrigin, eager}: {item: ShowFormatItem; mediaOrigin: string; eager: boolean}) {
  const {t} = useTranslation();
  const {show, image} = item;
  return (
    <article className="show-format" id={`show-${show.handle}`}>
      <h3>{show.title}</h3>
      {image ? (
        <CmsImg image={image} sizes="(min-width: 48rem) 24rem, 100vw" loading={eager ? 'eager' : 'lazy'} />
      ) : null}
      <p className="page-intro">{show.summary}</p>
      <dl className="facts">
        <div>
          <dt>{t('media.durationLabel')}</dt>
          <dd>{show.duration}</dd>
        </div>
        <div>
          <dt>{t('media.lineup')}</dt>
          <dd>{show.lineup}</dd>
        </div>
      </dl>
      <RichText blocks={show.description} headingOffset={2} mediaOrigin={mediaOrigin} />
    </article>
  );
}
