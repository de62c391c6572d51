import {Suspense} from 'react';
import {Await, Link} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Locale} from '~/i18n/locales';
import {screenPath} from '~/i18n/links';
import {ScreenLink} from '~/components/ui/screen-link';
import {EmptyState} from '~/components/ui/empty-state';

export interface NextDateView {
  anchor: string;
  title: string;
  city: string;
  live: boolean;
  startsAt: string;
  dateText: string;
}

export function NextDates({dates, locale}: {dates: Promise<NextDateView[]>; locale: Locale}) {
  const {t} = useTranslation();
  return (
    <section className="next-dates" aria-labelledby="next-dates">
      <h2 id="next-dates">{t('home.nextDates')}</h2>
      <Suspense fallback={<div className="next-dates__placeholder" />}>
        <Await resolve={dates} errorElement={<EmptyState>{t('empty.upcomingDates')}</EmptyState>}>
          {(upcoming) =>
            upcoming.length === 0 ? (
              <EmptyState>{t('empty.upcomingDates')}</EmptyState>
            ) : (
              <ul className="next-dates__list">
                {upcoming.map((date) => (
                  <li key={date.anchor}>
                    <time dateTime={date.startsAt}>{date.dateText}</time>
                    <Link className="next-dates__title" to={`${screenPath('calendar', locale)}#${date.anchor}`}>
                      {date.live ? <span className="live-badge">{t('calendar.liveShow')}</span> : null}{' '}
                      {date.title}
                    </Link>
                    <span className="next-dates__place">{date.city}</span>
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
      <p>
        <ScreenLink screen="calendar">{t('home.allDates')}</ScreenLink>
      </p>
    </section>
  );
}
