import {describe, expect, it} from 'vitest';
import {eventImage} from '~/lib/calendar/event-image';
import type {Media} from '~/lib/cms/content-fields';

const media = (name: string): Media => ({name, url: `/uploads/${name}.webp`, width: 1600, height: 900}) as Media;
const ORIGIN = 'https://cms.example';

describe('an event’s picture', () => {
  it('is its own when it has one, before its live show’s', () => {
    const event = {image: media('uppland'), liveShow: {image: media('tidewater')} as never};
    expect(eventImage(event, ORIGIN)).toBe('https://cms.example/uploads/uppland.webp');
  });

  it('is its live show’s when it has none, and absent when neither has one', () => {
    expect(eventImage({image: null, liveShow: {image: media('tidewater')} as never}, ORIGIN)).toBe(
      'https://cms.example/uploads/tidewater.webp',
    );
    expect(eventImage({image: null, liveShow: null}, ORIGIN)).toBeNull();
  });
});
