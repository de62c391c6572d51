import {describe, expect, it} from 'vitest';
import {formatDate, weekStart} from '~/i18n/dates';

// Wednesday 11 November 2026, noon UTC: the same calendar day in every European zone.
const WEDNESDAY = new Date('2026-11-11T12:00:00Z');

describe('dates', () => {
  it('starts the week on Sunday in English and Monday in French and Dutch', () => {
    expect(weekStart(WEDNESDAY, 'en').getDay()).toBe(0);
    expect(weekStart(WEDNESDAY, 'fr').getDay()).toBe(1);
    expect(weekStart(WEDNESDAY, 'nl').getDay()).toBe(1);
  });

  it('writes month and day names in the language', () => {
    expect(formatDate(WEDNESDAY, 'EEEE d MMMM yyyy', 'en')).toBe('Wednesday 11 November 2026');
    expect(formatDate(WEDNESDAY, 'EEEE d MMMM yyyy', 'fr')).toBe('mercredi 11 novembre 2026');
    expect(formatDate(WEDNESDAY, 'EEEE d MMMM yyyy', 'nl')).toBe('woensdag 11 november 2026');
  });

  it('numbers weeks from the language week start', () => {
    const sunday = new Date('2026-11-15T12:00:00Z');
    // In English a Sunday opens a new week; in French it closes the current one.
    expect(formatDate(sunday, 'w', 'en')).not.toBe(formatDate(new Date('2026-11-14T12:00:00Z'), 'w', 'en'));
    expect(formatDate(sunday, 'w', 'fr')).toBe(formatDate(new Date('2026-11-14T12:00:00Z'), 'w', 'fr'));
  });
});
