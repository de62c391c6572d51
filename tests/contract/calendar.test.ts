// The calendar's own queries (ranges, fields, nested populate, paging), against each backend.
import {describe, expect, inject, it} from 'vitest';
import {CONTENT_LOCALES} from '~/lib/cms/schemas';
import {pastEventsOfYear, pastYears} from '~/lib/calendar/event-archive.server';
import {loadMonthEvents, loadPastEventsOfYear, loadPastYears, loadUpcomingEvents} from '~/lib/calendar/events.server';
import {hasTakenPlace} from '~/lib/calendar/past-dates';
import {contentClient, contentFile} from './backends';

/** A Sunday noon in Brussels with dates on both sides of it in the content. */
const NOW = new Date('2026-11-22T11:00:00Z');

interface EventEntry {
  documentId: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  timezone: string;
  liveShow?: {handle: string} | null;
  image?: {url: string} | null;
}

const titles = (entries: {title: string}[]) => entries.map((entry) => entry.title);

describe.each(inject('backends'))("%s answers the calendar's queries", (backend) => {
  describe.each(CONTENT_LOCALES)('in %s', (locale) => {
    const client = contentClient(backend, locale);
    const all = contentFile<EventEntry>('events', locale);

    it('the dates to come, soonest first, each live show with its picture', async () => {
      const upcoming = await loadUpcomingEvents(client, NOW);
      const expected = all
        .filter((event) => !hasTakenPlace(event, NOW))
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      expect(titles(upcoming)).toEqual(titles(expected));
      const shows = upcoming.filter((event) => event.liveShow);
      expect(shows.length).toBe(expected.filter((event) => event.liveShow).length);
      for (const event of shows) expect(event.liveShow!.image?.url).toMatch(/^\/uploads\/.+\.(jpe?g|png|webp)$/);
      const ownImages = (events: {documentId: string; image?: {url: string} | null}[]) =>
        events.filter((event) => event.image).map((event) => event.documentId);
      expect(ownImages(expected).length, 'an event with a picture of its own').toBeGreaterThan(0);
      expect(ownImages(upcoming)).toEqual(ownImages(expected));
      for (const event of upcoming.filter((event) => event.image)) expect(event.image!.url).toMatch(/^\/uploads\/.+\.webp$/);
    });

    it('a month with the days around it, past dates included', async () => {
      const march = await loadMonthEvents(client, {year: 2026, month: 3});
      const from = Date.UTC(2026, 1, 22);
      const to = Date.UTC(2026, 3, 9);
      const expected = all.filter((event) => Date.parse(event.startsAt) >= from && Date.parse(event.startsAt) < to);
      expect(expected.length).toBeGreaterThan(0);
      expect(titles(march).sort()).toEqual(titles(expected).sort());
    });

    it('the years with past dates, and the past dates of each, latest first', async () => {
      const years = await loadPastYears(client, NOW);
      expect(years).toEqual(pastYears(all, NOW));
      expect(years.length).toBeGreaterThan(0);
      for (const year of years) {
        expect(titles(await loadPastEventsOfYear(client, year, NOW))).toEqual(titles(pastEventsOfYear(all, year, NOW)));
      }
    });
  });
});
