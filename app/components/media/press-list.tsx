import {useTranslation} from 'react-i18next';
import type {PressArticle} from '~/lib/cms/schemas';
import type {Locale} from '~/i18n/locales';
import {formatDate} from '~/i18n/dates';
import {EmptyState} from '~/components/ui/empty-state';
import {ExternalLink} from '~/components/ui/external-link';

type PressItem = Pick<PressArticle, 'documentId' | 'title' | 'outlet' | 'publishedOn' | 'url' | 'excerpt'>;

export function PressList({articles, locale}: {articles: PressItem[]; locale: Locale}) {
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
              <time dateTime={article.publishedOn}>{formatDate(`${article.publishedOn}T12:00:00`, 'PPP', locale)}</time>
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
