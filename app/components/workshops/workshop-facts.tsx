import {useTranslation} from '~/i18n/translate';
import type {Workshop} from '~/lib/cms/content-model';
import {EventWhen, type EventWhenView} from '~/components/calendar/event-when';

export function WorkshopFacts({
  workshop,
  when,
  lang,
}: {
  workshop: Pick<Workshop, 'place' | 'level' | 'priceText'>;
  when: EventWhenView;
  lang?: string;
}) {
  const {t} = useTranslation();
  const {place} = workshop;
  return (
    <dl className="facts">
      <div>
        <dt>{t('workshops.when')}</dt>
        <dd>
          <EventWhen when={when} />
        </dd>
      </div>
      <div>
        <dt>{t('workshops.where')}</dt>
        <dd lang={lang}>
          {place.venueName}, {place.address || place.city}
        </dd>
      </div>
      <div>
        <dt>{t('workshops.level')}</dt>
        <dd>{t(`workshops.levels.${workshop.level}`)}</dd>
      </div>
      <div>
        <dt>{t('workshops.price')}</dt>
        <dd lang={lang}>{workshop.priceText}</dd>
      </div>
    </dl>
  );
}
