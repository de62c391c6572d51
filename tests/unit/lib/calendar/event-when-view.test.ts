import {describe, expect, it} from 'vitest';
import {eventWhen, workshopWhen} from '~/lib/calendar/event-when-view.server';

describe('event when', () => {
  it('writes the start at the venue time, in the language', () => {
    expect(eventWhen('2026-07-04T18:30:00Z', null, 'Europe/Brussels', 'en')).toEqual({
      start: {dateTime: '2026-07-04T18:30:00Z', text: 'Saturday, July 4th, 2026, 8:30 PM'},
      end: null,
    });
    expect(eventWhen('2026-07-04T18:30:00Z', null, 'Europe/London', 'fr').start.text).toBe(
      'samedi 4 juillet 2026, 19:30',
    );
  });

  it('gives only the end time for an evening, even past midnight', () => {
    const when = eventWhen('2026-11-07T19:00:00Z', '2026-11-08T00:30:00Z', 'Europe/Brussels', 'en');
    expect(when.end).toEqual({dateTime: '2026-11-08T00:30:00Z', text: '1:30 AM'});
  });

  it('gives the whole end date for an event over several days', () => {
    const when = eventWhen('2026-11-07T09:00:00Z', '2026-11-08T16:00:00Z', 'Europe/Brussels', 'nl');
    expect(when.start.text).toBe('zaterdag 7 november 2026, 10:00');
    expect(when.end).toEqual({dateTime: '2026-11-08T16:00:00Z', text: 'zondag 8 november 2026, 17:00'});
  });

  it('reads workshops in the duo time zone', () => {
    const when = workshopWhen({startsAt: '2026-03-14T09:00:00Z', endsAt: '2026-03-14T16:00:00Z'}, 'en');
    expect(when.start.text).toBe('Saturday, March 14th, 2026, 10:00 AM');
    expect(when.end!.text).toBe('5:00 PM');
  });
});
