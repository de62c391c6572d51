import {calendarDay, formatInZone} from '~/i18n/dates';
import type {Locale} from '~/i18n/locales';

interface EventWhenProps {
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  locale: Locale;
}

/** Date and time in the language's format, at the venue's time. */
export function EventWhen({startsAt, endsAt, timeZone, locale}: EventWhenProps) {
  const at = (instant: string) =>
    `${formatInZone(instant, 'PPPP', locale, timeZone)}, ${formatInZone(instant, 'p', locale, timeZone)}`;
  if (!endsAt) return <time dateTime={startsAt}>{at(startsAt)}</time>;
  // An evening that ends after midnight still reads as one evening.
  const sameDay =
    calendarDay(startsAt, timeZone) === calendarDay(endsAt, timeZone) ||
    Date.parse(endsAt) - Date.parse(startsAt) <= 12 * 3600_000;
  return (
    <>
      <time dateTime={startsAt}>{at(startsAt)}</time>
      {' – '}
      <time dateTime={endsAt}>{sameDay ? formatInZone(endsAt, 'p', locale, timeZone) : at(endsAt)}</time>
    </>
  );
}
