import {Link} from 'react-router';
import {useTranslation} from 'react-i18next';
import type {Event} from '~/lib/cms/schemas';
import type {Locale} from '~/i18n/locales';
import {
  addCalendarMonths,
  calendarDay,
  calendarMonthKey,
  eachDayOfMonthGrid,
  formatDate,
  weekdayNames,
  type CalendarMonth,
} from '~/i18n/dates';
import {isLiveShow} from '~/lib/live-show';
import {eventAnchor} from '~/lib/event-anchor';

interface MonthGridProps {
  month: CalendarMonth;
  events: Event[];
  locale: Locale;
  /** `2026-11-22`, decided by the loader so the server and the browser agree. */
  today: string;
}

/** A month as a table of whole weeks from the language's week start; days with dates link to them. */
export function MonthGrid({month, events, locale, today}: MonthGridProps) {
  const {t} = useTranslation();
  const days = eachDayOfMonthGrid(month, locale);
  const weeks = Array.from({length: days.length / 7}, (_, i) => days.slice(i * 7, i * 7 + 7));
  const short = weekdayNames(locale, 'EEE');
  const long = weekdayNames(locale, 'EEEE');
  const byDay = new Map<string, Event[]>();
  for (const event of events) {
    const key = calendarDay(event.startsAt, event.timezone);
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  const dayKey = (day: Date) => formatDate(day, 'yyyy-MM-dd', locale);
  const inMonth = (day: Date) => day.getMonth() === month.month - 1;
  const monthHasDates = days.some((day) => inMonth(day) && byDay.has(dayKey(day)));
  const title = formatDate(new Date(month.year, month.month - 1, 1), 'LLLL yyyy', locale);
  const monthLink = (amount: number) => `?month=${calendarMonthKey(addCalendarMonths(month, amount))}`;

  return (
    <div className="month-grid">
      <div className="month-grid__nav">
        <Link to={monthLink(-1)} preventScrollReset rel="nofollow">
          <span aria-hidden="true">← </span>
          {t('calendar.previousMonth')}
        </Link>
        <Link to={monthLink(1)} preventScrollReset rel="nofollow">
          {t('calendar.nextMonth')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <table>
        <caption aria-live="polite">{title}</caption>
        <thead>
          <tr>
            {short.map((name, index) => (
              <th key={name} scope="col">
                <span aria-hidden="true">{name}</span>
                <span className="visually-hidden">{long[index]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].toISOString()}>
              {week.map((day) => {
                const key = dayKey(day);
                const dayEvents = byDay.get(key) ?? [];
                return (
                  <td
                    key={key}
                    className="month-grid__day"
                    data-outside={inMonth(day) ? undefined : true}
                    data-today={key === today || undefined}
                    aria-current={key === today ? 'date' : undefined}
                  >
                    <span className="month-grid__date">
                      <span aria-hidden="true">{day.getDate()}</span>
                      <span className="visually-hidden">{formatDate(day, 'PPPP', locale)}</span>
                    </span>
                    {dayEvents.length > 0 ? (
                      <ul className="month-grid__events">
                        {dayEvents.map((event) => (
                          <li key={event.documentId} data-live={isLiveShow(event) || undefined}>
                            <a href={`#${eventAnchor(event)}`}>
                              <span className="month-grid__event-text">
                                {isLiveShow(event) ? (
                                  <span className="live-badge live-badge--small">{t('calendar.liveShow')}</span>
                                ) : null}{' '}
                                {event.title}
                              </span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {monthHasDates ? null : <p className="month-grid__empty">{t('calendar.noDatesThisMonth')}</p>}
    </div>
  );
}
