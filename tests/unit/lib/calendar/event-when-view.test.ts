import {describe, expect, it} from 'vitest';
import type {Event, LiveShowRef} from '~/lib/cms/content-model';
import {eventCardView, eventWhen, workshopWhen} from '~/lib/calendar/event-when-view.server';

const EVENT: Event = {
  id: 7,
  documentId: 'lille',
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  publishedAt: '2026-01-02T00:00:00Z',
  title: 'Tidewater en concert',
  handle: 'tidewater-lille',
  startsAt: '2026-12-05T19:00:00Z',
  endsAt: '2026-12-05T21:00:00Z',
  timezone: 'Europe/Paris',
  venueName: 'Église Sainte-Brigitte',
  city: 'Lille',
  country: 'FR',
  address: 'Rue de Wazemmes 1',
  ticketUrl: 'https://tickets.example.org/lille',
  ticketStatus: 'few_left',
  eventType: 'concert',
  liveShow: {documentId: 'tidewater', title: 'Tidewater live', summary: 'Le nouvel album, en entier.'} as LiveShowRef,
};

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

describe('event card view', () => {
  it('carries what the card shows, with the date written out in the language, and nothing else', () => {
    expect(eventCardView(EVENT, 'fr')).toEqual({
      documentId: 'lille',
      title: 'Tidewater en concert',
      eventType: 'concert',
      live: true,
      venueName: 'Église Sainte-Brigitte',
      address: 'Rue de Wazemmes 1',
      city: 'Lille',
      country: 'FR',
      ticketUrl: 'https://tickets.example.org/lille',
      ticketStatus: 'few_left',
      when: {
        start: {dateTime: '2026-12-05T19:00:00Z', text: 'samedi 5 décembre 2026, 20:00'},
        end: {dateTime: '2026-12-05T21:00:00Z', text: '22:00'},
      },
    });
  });

  it('marks a live show by its type or by a linked show', () => {
    expect(eventCardView({...EVENT, liveShow: null}, 'en').live).toBe(false);
    expect(eventCardView({...EVENT, liveShow: null, eventType: 'live_show'}, 'en').live).toBe(true);
  });
});
