import {useTranslation} from '~/i18n/translate';
import type {Blocks} from '~/lib/cms/rich-text-blocks';
import type {ImageView} from '~/lib/media/cms-image';
import {RichText} from '~/components/rich-text/rich-text';
import {ScreenLink} from '~/components/ui/screen-link';
import {CmsImg} from '~/components/ui/cms-img';

interface HeroProps {
  title: string;
  text: Blocks;
  image: ImageView | null;
  mediaOrigin: string;
}

export function Hero({title, text, image, mediaOrigin}: HeroProps) {
  const {t} = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      {image ? (
        <CmsImg className="hero__image" image={image} sizes="(min-width: 72rem) 72rem, 100vw" loading="priority" />
      ) : null}
      <div className="hero__text">
        <h1 id="hero-title">{title}</h1>
        <RichText blocks={text} headingOffset={1} mediaOrigin={mediaOrigin} />
        <p>
          <ScreenLink screen="calendar" className="button">
            {t('home.allDates')}
          </ScreenLink>
        </p>
      </div>
    </section>
  );
}
