import {Suspense} from 'react';
import {Await} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {ContentLocale} from '~/lib/cms/content-fields';
import type {AboutPage} from '~/lib/cms/content-model';
import {LOCALE_INFO} from '~/i18n/locales';
import type {ImageView} from '~/lib/media/cms-image';
import {RichText} from '~/components/rich-text/rich-text';
import {ScreenLink} from '~/components/ui/screen-link';
import {CmsImg} from '~/components/ui/cms-img';

interface AboutArticleProps {
  page: AboutPage;
  image: ImageView | null;
  mediaOrigin: string;
  others: Promise<Pick<AboutPage, 'handle' | 'title'>[]>;
  fallbackFrom?: ContentLocale | null;
}

export function AboutArticle({page, image, mediaOrigin, others, fallbackFrom = null}: AboutArticleProps) {
  const {t} = useTranslation();
  return (
    <>
      {fallbackFrom ? (
        <p className="notice" role="note">
          {t('about.fallbackNotice')}
        </p>
      ) : null}
      <article className="about-article" lang={fallbackFrom ? LOCALE_INFO[fallbackFrom].tag : undefined}>
        <div className="page-heading">
          <h1>{page.title}</h1>
        </div>
        <p className="page-intro">{page.summary}</p>
        {image ? (
          <CmsImg className="about-article__image" image={image} sizes="(min-width: 48rem) 40rem, 100vw" loading="priority" />
        ) : null}
        <RichText blocks={page.body} headingOffset={1} mediaOrigin={mediaOrigin} />
      </article>
      <Suspense fallback={null}>
        <Await resolve={others} errorElement={null}>
          {(pages) =>
            pages.length > 0 ? (
              <nav className="related" aria-labelledby="more-about">
                <h2 id="more-about">{t('about.moreAbout')}</h2>
                <ul>
                  {pages.map((other) => (
                    <li key={other.handle}>
                      <ScreenLink screen="about-detail" params={{handle: other.handle}}>
                        {other.title}
                      </ScreenLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null
          }
        </Await>
      </Suspense>
    </>
  );
}
