import {useTranslation} from '~/i18n/translate';
import type {ContentLocale} from '~/lib/cms/content-fields';
import type {Workshop} from '~/lib/cms/content-model';
import {LOCALE_INFO} from '~/i18n/locales';
import type {ImageView} from '~/lib/media/cms-image';
import type {EventWhenView} from '~/components/calendar/event-when';
import {ScreenLink} from '~/components/ui/screen-link';
import {ExternalLink} from '~/components/ui/external-link';
import {RichText} from '~/components/rich-text/rich-text';
import {WorkshopFacts} from './workshop-facts';
import {CmsImg} from '~/components/ui/cms-img';

interface WorkshopDetailsProps {
  workshop: Workshop;
  image: ImageView | null;
  when: EventWhenView;
  past: boolean;
  mediaOrigin: string;
  fallbackFrom?: ContentLocale | null;
}

export function WorkshopDetails({workshop, image, when, past, mediaOrigin, fallbackFrom = null}: WorkshopDetailsProps) {
  const {t} = useTranslation();
  // The workshop's own words carry their language; the page's labels and dates stay in the page's.
  const lang = fallbackFrom ? LOCALE_INFO[fallbackFrom].tag : undefined;
  return (
    <article className="workshop">
      <p className="back-link">
        <ScreenLink screen="workshops">
          <span aria-hidden="true">← </span>
          {t('workshops.back')}
        </ScreenLink>
      </p>
      <div className="page-heading">
        <h1 lang={lang}>{workshop.title}</h1>
      </div>
      {fallbackFrom ? (
        <p className="notice" role="note">
          {t('workshops.fallbackNotice')}
        </p>
      ) : null}
      {image ? (
        <CmsImg className="workshop__image" image={image} sizes="(min-width: 48rem) 40rem, 100vw" loading="priority" />
      ) : null}
      <WorkshopFacts workshop={workshop} when={when} lang={lang} />
      {past ? (
        <p className="past-notice">{t('workshops.takenPlace')}</p>
      ) : (
        <p>
          <ExternalLink href={workshop.signUpUrl} className="button">
            {t('workshops.signUp')}
          </ExternalLink>
        </p>
      )}
      <section aria-label={t('workshops.details')}>
        <div lang={lang}>
          <RichText blocks={workshop.description} headingOffset={1} mediaOrigin={mediaOrigin} />
        </div>
      </section>
    </article>
  );
}
