import {describe, expect, it} from 'vitest';
import {escapeText, foldLine, icsUtc, serializeCalendar, type IcsEvent} from '~/lib/calendar/ics';
import {parseIcs} from '../../../fixtures/ics';

const NOW = new Date('2026-03-01T08:00:00Z');

const CONCERT: IcsEvent = {
  uid: 'concert-ghent-2026@ronce-et-riviere',
  start: new Date('2026-11-07T18:30:00Z'),
  end: new Date('2026-11-07T21:00:00Z'),
  summary: 'Concert; bal folk, with friends',
  location: 'Handelsbeurs, Kouter 29, Gent',
  description: 'Doors at 19:00.\nBring your dancing shoes \\ smile.',
  url: 'https://example.test/calendar',
};

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('ics', () => {
  it('writes UTC times as RFC 5545 basic format', () => {
    expect(icsUtc(new Date('2026-11-07T18:30:05.123Z'))).toBe('20261107T183005Z');
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('ends every line with CRLF and keeps each under 75 octets', () => {
    const text = serializeCalendar({now: NOW, name: 'Ronce & Rivière', events: [{...CONCERT, description: 'x'.repeat(300)}]});
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('parses back to the same events', () => {
    const second: IcsEvent = {
      uid: 'workshop-2027@ronce-et-riviere',
      start: new Date('2027-01-15T09:00:00Z'),
      summary: 'Atelier « danses » à Namur',
      updatedAt: new Date('2026-02-01T10:00:00Z'),
    };
    const parsed = parseIcs(serializeCalendar({now: NOW, name: 'Dates, concerts', events: [CONCERT, second]}));
    expect(parsed.properties).toMatchObject({VERSION: '2.0', 'X-WR-CALNAME': 'Dates, concerts'});
    expect(parsed.properties.PRODID).toBeTruthy();
    expect(parsed.events).toHaveLength(2);
    expect(parsed.events[0]).toEqual({
      UID: CONCERT.uid,
      DTSTAMP: '20260301T080000Z',
      DTSTART: '20261107T183000Z',
      DTEND: '20261107T210000Z',
      SUMMARY: CONCERT.summary,
      LOCATION: CONCERT.location,
      DESCRIPTION: CONCERT.description,
      URL: CONCERT.url,
    });
    expect(parsed.events[1]).toMatchObject({SUMMARY: second.summary, DTSTAMP: '20260201T100000Z'});
    expect(parsed.events[1].DTEND).toBeUndefined();
  });

  it('keeps the UID of an event stable between two generations', () => {
    const first = parseIcs(serializeCalendar({now: NOW, events: [CONCERT]}));
    const later = parseIcs(serializeCalendar({now: new Date('2026-06-01T00:00:00Z'), events: [CONCERT]}));
    expect(later.events[0].UID).toBe(first.events[0].UID);
  });
});
