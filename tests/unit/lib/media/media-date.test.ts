import {describe, expect, it} from 'vitest';
import {mediaDateText, withMediaDate} from '~/lib/media/media-date.server';

describe('media date', () => {
  it('writes the day in the language', () => {
    expect(mediaDateText('2025-03-09', 'en')).toBe('March 9th, 2025');
    expect(mediaDateText('2025-03-09', 'fr')).toBe('9 mars 2025');
    expect(mediaDateText('2025-03-09', 'nl')).toBe('9 maart 2025');
  });

  it('keeps the day at the turn of a year', () => {
    expect(mediaDateText('2024-12-31', 'en')).toBe('December 31st, 2024');
    expect(mediaDateText('2025-01-01', 'fr')).toBe('1 janvier 2025');
  });

  it('adds the text and keeps the item and its ISO date', () => {
    const item = {id: 'a1', title: 'Live at Flagey', publishedOn: '2025-11-02'};
    expect(withMediaDate(item, 'nl')).toEqual({...item, dateText: '2 november 2025'});
  });
});
