import {useTranslation} from 'react-i18next';
import type {Workshop} from '~/lib/cms/schemas';
import type {ImageView} from '~/lib/cms-image';
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
  /** Taken place: the page says so instead of offering to sign up. */
  past: boolean;
  mediaOrigin: string;
}

export function WorkshopDetails({workshop, image, when, past, mediaOrigin}: WorkshopDetailsProps) {
  const {t} = useTranslation();
  return (
    <article className="workshop">
      <p className="back-link">
        <ScreenLink screen="workshops">
          <span aria-hidden="true">← </span>
          {t('workshops.back')}
        </ScreenLink>
      </p>
      <div className="page-heading">
        <h1>{workshop.title}</h1>
      </div>
      {image ? (
        <CmsImg className="workshop__image" image={image} sizes="(min-width: 48rem) 40rem, 100vw" loading="priority" />
      ) : null}
      <WorkshopFacts workshop={workshop} when={when} />
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
        <RichText blocks={workshop.description} headingOffset={1} mediaOrigin={mediaOrigin} />
      </section>
    </article>
  );
}
