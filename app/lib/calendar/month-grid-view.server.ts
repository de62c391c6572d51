import type {Event} from '~/lib/cms/content-model';
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
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {isLiveShow} from '~/lib/calendar/live-show';
import {hasTakenPlace} from '~/lib/calendar/past-dates';
import {eventYear} from '~/lib/calendar/event-archive.server';
import {screenPath} from '~/i18n/links';
import type {MonthGridDayEvent, MonthGridView} from '~/components/calendar/month-grid';

interface MonthGridInput {
  month: CalendarMonth;
  events: Event[];
  locale: Locale;
  today: string;
  now: Date;
}

export function monthGridView({month, events, locale, today, now}: MonthGridInput): MonthGridView {
  const byDay = new Map<string, MonthGridDayEvent[]>();
  for (const event of events) {
    const key = calendarDay(event.startsAt, event.timezone);
    const anchor = eventAnchor(event);
    const past = hasTakenPlace(event, now);
    const dayEvent = {
      id: event.documentId,
      title: event.title,
      live: isLiveShow(event),
      past,
      href: past ? `${screenPath('calendar-archive', locale, {year: String(eventYear(event))})}#${anchor}` : `#${anchor}`,
    };
    byDay.set(key, [...(byDay.get(key) ?? []), dayEvent]);
  }
  const days = eachDayOfMonthGrid(month, locale).map((day) => {
    const iso = formatDate(day, 'yyyy-MM-dd', locale);
    return {
      iso,
      dayNumber: String(day.getDate()),
      label: formatDate(day, 'PPPP', locale),
      inMonth: day.getMonth() === month.month - 1,
      isToday: iso === today,
      events: byDay.get(iso) ?? [],
    };
  });
  const narrow = weekdayNames(locale, 'EEEEEE');
  const short = weekdayNames(locale, 'EEE');
  const long = weekdayNames(locale, 'EEEE');
  return {
    title: formatDate(new Date(month.year, month.month - 1, 1), 'LLLL yyyy', locale),
    previousMonth: calendarMonthKey(addCalendarMonths(month, -1)),
    nextMonth: calendarMonthKey(addCalendarMonths(month, 1)),
    weekdays: short.map((name, index) => ({narrow: narrow[index], short: name, long: long[index]})),
    weeks: Array.from({length: days.length / 7}, (_, i) => days.slice(i * 7, i * 7 + 7)),
    hasDates: days.some((day) => day.inMonth && day.events.length > 0),
  };
}
