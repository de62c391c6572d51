import type {ReactNode} from 'react';
import {Link} from 'react-router';
import {useTranslation} from '~/i18n/translate';

export interface MonthGridDayEvent {
  id: string;
  title: string;
  live: boolean;
  past: boolean;
  href: string;
}

export interface MonthGridDay {
  iso: string;
  dayNumber: string;
  label: string;
  inMonth: boolean;
  isToday: boolean;
  events: MonthGridDayEvent[];
}

export interface MonthGridView {
  title: string;
  previousMonth: string;
  nextMonth: string;
  /** Two letters on a phone, the usual abbreviation elsewhere, the whole name for screen readers. */
  weekdays: {narrow: string; short: string; long: string}[];
  weeks: MonthGridDay[][];
  hasDates: boolean;
}

export function MonthGrid({grid}: {grid: MonthGridView}) {
  const {t} = useTranslation();
  return (
    <div className="month-grid">
      <div className="month-grid__nav">
        <Link to={`?month=${grid.previousMonth}`} preventScrollReset rel="nofollow">
          <span aria-hidden="true">← </span>
          {t('calendar.previousMonth')}
        </Link>
        <Link to={`?month=${grid.nextMonth}`} preventScrollReset rel="nofollow">
          {t('calendar.nextMonth')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <table>
        <caption aria-live="polite">{grid.title}</caption>
        <thead>
          <tr>
            {grid.weekdays.map((name) => (
              <th key={name.short} scope="col">
                <span aria-hidden="true" className="month-grid__weekday">
                  {name.short}
                </span>
                <span aria-hidden="true" className="month-grid__weekday month-grid__weekday--narrow">
                  {name.narrow}
                </span>
                <span className="visually-hidden">{name.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0].iso}>
              {week.map((day) => (
                <td
                  key={day.iso}
                  className="month-grid__day"
                  data-outside={day.inMonth ? undefined : true}
                  data-today={day.isToday || undefined}
                  aria-current={day.isToday ? 'date' : undefined}
                >
                  <span className="month-grid__date">
                    <span aria-hidden="true">{day.dayNumber}</span>
                    <span className="visually-hidden">{day.label}</span>
                  </span>
                  {day.events.length > 0 ? (
                    <ul className="month-grid__events">
                      {day.events.map((event) => (
                        <li key={event.id} data-live={event.live || undefined} data-past={event.past || undefined}>
                          <MonthGridEventLink event={event}>
                            <span className="month-grid__event-text">
                              {event.past ? (
                                <>
                                  <span className="past-badge">{t('calendar.pastBadge')}</span>{' '}
                                </>
                              ) : null}
                              {event.live ? (
                                <span className="live-badge live-badge--small">{t('calendar.liveShow')}</span>
                              ) : null}{' '}
                              {event.title}
                            </span>
                          </MonthGridEventLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {grid.hasDates ? null : <p className="month-grid__empty">{t('calendar.noDatesThisMonth')}</p>}
    </div>
  );
}

/** A card on this page is a jump; the archive is another page, reached without a reload. */
function MonthGridEventLink({event, children}: {event: MonthGridDayEvent; children: ReactNode}) {
  if (event.href.startsWith('#')) return <a href={event.href}>{children}</a>;
  return <Link to={event.href}>{children}</Link>;
}
