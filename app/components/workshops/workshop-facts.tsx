import {useTranslation} from 'react-i18next';
import type {Workshop} from '~/lib/cms/schemas';
import {EventWhen, type EventWhenView} from '~/components/calendar/event-when';

/** When, where, level and price of a workshop, as a description list. */
export function WorkshopFacts({workshop, when}: {workshop: Workshop; when: EventWhenView}) {
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
        <dd>
          {place.venueName}, {place.address || place.city}
        </dd>
      </div>
      <div>
        <dt>{t('workshops.level')}</dt>
        <dd>{t(`workshops.levels.${workshop.level}`)}</dd>
      </div>
      <div>
        <dt>{t('workshops.price')}</dt>
        <dd>{workshop.priceText}</dd>
      </div>
    </dl>
  );
}
