import {useTranslation} from '~/i18n/translate';
import {EmptyState} from '~/components/ui/empty-state';
import {WorkshopCard, type WorkshopListItem} from './workshop-card';

interface WorkshopListProps {
  upcoming: WorkshopListItem[];
  past: WorkshopListItem[];
}

export function WorkshopList({upcoming, past}: WorkshopListProps) {
  const {t} = useTranslation();
  const list = (items: WorkshopListItem[]) => (
    <ul className="card-list">
      {items.map((item) => (
        <li key={item.workshop.documentId}>
          <WorkshopCard item={item} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <section aria-labelledby="workshops-upcoming">
        <h2 id="workshops-upcoming">{t('workshops.upcomingHeading')}</h2>
        {upcoming.length > 0 ? list(upcoming) : <EmptyState>{t('empty.workshops')}</EmptyState>}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="workshops-past">
          <h2 id="workshops-past">{t('workshops.pastHeading')}</h2>
          {list(past)}
        </section>
      ) : null}
    </>
  );
}
