import {Suspense} from 'react';
import {Await} from 'react-router';
import {useTranslation} from 'react-i18next';
import type {AboutPage} from '~/lib/cms/schemas';
import type {ImageView} from '~/lib/cms-image';
import {RichText} from '~/components/rich-text/rich-text';
import {ScreenLink} from '~/components/ui/screen-link';

interface AboutArticleProps {
  page: AboutPage;
  image: ImageView | null;
  mediaOrigin: string;
  /** The other about pages, streamed after the article. */
  others: Promise<Pick<AboutPage, 'handle' | 'title'>[]>;
}

export function AboutArticle({page, image, mediaOrigin, others}: AboutArticleProps) {
  const {t} = useTranslation();
  return (
    <>
      <article className="about-article">
        <div className="page-heading">
          <h1>{page.title}</h1>
        </div>
        <p className="page-intro">{page.summary}</p>
        {image ? (
          <img
            className="about-article__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 48rem) 40rem, 100vw"
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
          />
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
