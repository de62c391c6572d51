import {describe, expect, it} from 'vitest';
import {imageFromMedia} from '~/lib/media/cms-image';
import type {Media} from '~/lib/cms/content-fields';

const media: Media = {
  id: 1,
  url: '/uploads/duo.jpg',
  alternativeText: 'Lise and Wout on stage',
  width: 900,
  height: 600,
  formats: {small: {url: '/uploads/small_duo.jpg', width: 500, height: 333}},
};
const view = (alt: string | null, locale: 'en' | 'fr', pageLocale: 'en' | 'fr' | 'nl') =>
  imageFromMedia(media, 'http://cms.test', {format: 'small', alt, locale, pageLocale});

describe('an image’s description', () => {
  it('is the entry’s own text in its language, unmarked on a page in that language', () => {
    const image = view('Lise et Wout sur scène', 'fr', 'fr');
    expect(image).toMatchObject({alt: 'Lise et Wout sur scène', src: 'http://cms.test/uploads/small_duo.jpg'});
    expect(image.altLang).toBeUndefined();
  });

  it('falls back to the media library’s English text, marked English on a French page', () => {
    expect(view('  ', 'fr', 'fr')).toMatchObject({alt: 'Lise and Wout on stage', altLang: 'en'});
    expect(view(null, 'en', 'en').altLang).toBeUndefined();
  });

  it('is marked with the entry’s language when the entry is a fallback', () => {
    expect(view('Lise and Wout on stage', 'en', 'nl')).toMatchObject({alt: 'Lise and Wout on stage', altLang: 'en'});
  });

  it('is empty when nobody described the image', () => {
    expect(imageFromMedia({...media, alternativeText: null}, '', {alt: null, locale: 'fr', pageLocale: 'fr'}).alt).toBe('');
  });
});
