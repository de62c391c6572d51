import {useTranslation} from '~/i18n/translate';
import type {Workshop} from '~/lib/cms/content-model';
import type {ImageView} from '~/lib/media/cms-image';
import type {EventWhenView} from '~/components/calendar/event-when';
import {ScreenLink} from '~/components/ui/screen-link';
import {WorkshopFacts} from './workshop-facts';
import {CmsImg} from '~/components/ui/cms-img';

/** What a card shows of a workshop: the list's loader sends no more of it. */
export type WorkshopCardFields = Pick<Workshop, 'documentId' | 'handle' | 'title' | 'place' | 'level' | 'priceText'>;

export interface WorkshopListItem {
  workshop: WorkshopCardFields;
  image: ImageView | null;
  when: EventWhenView;
  past: boolean;
}

export function WorkshopCard({item}: {item: WorkshopListItem}) {
  const {t} = useTranslation();
  const {workshop, image, when, past} = item;
  return (
    <article className="card">
      {image ? (
        <CmsImg className="card__image" image={image} sizes="(min-width: 48rem) 20rem, 100vw" alt="" />
      ) : null}
      <h3 className="card__title">
        <ScreenLink screen="workshop" params={{handle: workshop.handle}}>
          {workshop.title}
        </ScreenLink>
      </h3>
      <WorkshopFacts workshop={workshop} when={when} />
      {past ? <p className="past-notice">{t('workshops.takenPlace')}</p> : null}
    </article>
  );
}
