import {describe, expect, it} from 'vitest';
import {toLightboxSlides} from '~/components/media/lightbox-slides';

describe('toLightboxSlides', () => {
  it('accepts one URL', () => {
    expect(toLightboxSlides('/uploads/a.jpg')).toEqual([{src: '/uploads/a.jpg'}]);
  });

  it('accepts a list of URLs', () => {
    expect(toLightboxSlides(['/a.jpg', ' /b.jpg '])).toEqual([{src: '/a.jpg'}, {src: '/b.jpg'}]);
  });

  it('accepts entries with an optional title and alt text, and keeps sizes', () => {
    expect(
      toLightboxSlides([
        {src: '/a.jpg', title: 'Ball in Ghent', alt: 'Dancers in a circle'},
        {src: '/b.jpg'},
        {src: '/c.jpg', alt: '', width: 1600, height: 900},
      ]),
    ).toEqual([
      {src: '/a.jpg', title: 'Ball in Ghent', alt: 'Dancers in a circle'},
      {src: '/b.jpg'},
      {src: '/c.jpg', alt: '', width: 1600, height: 900},
    ]);
  });

  it('accepts a mixed list', () => {
    expect(toLightboxSlides(['/a.jpg', {src: '/b.jpg', title: 'B'}])).toEqual([{src: '/a.jpg'}, {src: '/b.jpg', title: 'B'}]);
  });

  it('leaves out entries with no usable src, and drops bad sizes and blank titles', () => {
    const input = [
      '',
      '   ',
      null,
      undefined,
      {src: ''},
      {src: 42 as unknown as string},
      {src: '/ok.jpg', title: '  ', width: -1, height: 10},
    ];
    expect(toLightboxSlides(input)).toEqual([{src: '/ok.jpg'}]);
  });

  it('gives an empty list for nothing at all', () => {
    expect(toLightboxSlides(undefined)).toEqual([]);
    expect(toLightboxSlides(null)).toEqual([]);
    expect(toLightboxSlides('')).toEqual([]);
    expect(toLightboxSlides([])).toEqual([]);
  });
});
