import {useTranslation} from '~/i18n/translate';
import type {AboutPage} from '~/lib/cms/content-model';
import type {ImageView} from '~/lib/media/cms-image';
import {ScreenLink} from '~/components/ui/screen-link';
import {EmptyState} from '~/components/ui/empty-state';
import {CmsImg} from '~/components/ui/cms-img';

export interface AboutListItem {
  page: Pick<AboutPage, 'documentId' | 'handle' | 'title' | 'summary'>;
  image: ImageView | null;
}

export function AboutList({items}: {items: AboutListItem[]}) {
  const {t} = useTranslation();
  if (items.length === 0) return <EmptyState>{t('empty.about')}</EmptyState>;
  return (
    <ul className="card-list">
      {items.map(({page, image}, index) => (
        <li key={page.documentId}>
          <article className="card">
            {image ? (
              <CmsImg className="card__image" image={image} sizes="(min-width: 48rem) 20rem, 100vw" alt="" loading={index === 0 ? 'eager' : 'lazy'} />
            ) : null}
            <h2 className="card__title">
              <ScreenLink screen="about-detail" params={{handle: page.handle}}>
                {page.title}
              </ScreenLink>
            </h2>
            <p>{page.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
