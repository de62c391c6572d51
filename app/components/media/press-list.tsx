import {useTranslation} from '~/i18n/translate';
import type {PressArticle} from '~/lib/cms/content-model';
import {EmptyState} from '~/components/ui/empty-state';
import {ExternalLink} from '~/components/ui/external-link';

type PressItem = Pick<PressArticle, 'documentId' | 'title' | 'outlet' | 'publishedOn' | 'url' | 'excerpt'> & {
  dateText: string;
};

export function PressList({articles}: {articles: PressItem[]}) {
  const {t} = useTranslation();
  if (articles.length === 0) return <EmptyState>{t('empty.press')}</EmptyState>;
  return (
    <ul className="media-list">
      {articles.map((article) => (
        <li key={article.documentId}>
          <article className="media-item">
            <h2 className="media-item__title">{article.title}</h2>
            <p className="media-item__meta">
              <span>{article.outlet}</span>
              {' · '}
              <time dateTime={article.publishedOn}>{article.dateText}</time>
            </p>
            {article.excerpt ? <blockquote className="media-item__excerpt">{article.excerpt}</blockquote> : null}
            <p>
              <ExternalLink href={article.url}>{t('media.readAt', {outlet: article.outlet})}</ExternalLink>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
