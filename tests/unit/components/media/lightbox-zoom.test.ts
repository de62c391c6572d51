import {describe, expect, it} from 'vitest';
import {LIBRARY_ZOOM_OPTIONS, LIGHTBOX} from '~/components/media/lightbox-config';
import {
  clampPinchZoom,
  clampZoom,
  nextRotation,
  snapZoom,
  stepZoom,
  toggleZoom,
} from '~/components/media/lightbox-zoom';

// A photo shown at half its natural size when fitted: natural size is zoom 2.
const NATURAL = 2;

describe('lightbox zoom', () => {
  it('uses the product constants', () => {
    expect(LIGHTBOX).toMatchObject({
      zoomStep: 0.12,
      minZoom: 0.1,
      maxZoomOfNatural: 3,
      wheelThrottleMs: 80,
      snapTolerance: 0.05,
      pinchMinOfNatural: 0.5,
      pinchMaxOfNatural: 1.5,
      rotationStep: 90,
      swipeTolerancePx: 50,
    });
    expect(LIBRARY_ZOOM_OPTIONS).toMatchObject({minZoom: 0.1, maxZoomPixelRatio: 3});
  });

  it('steps by 0.12 in and out', () => {
    expect(stepZoom(1, 1, NATURAL)).toBe(1.12);
    expect(stepZoom(1.12, 1, NATURAL)).toBe(1.24);
    expect(stepZoom(1.5, -1, NATURAL)).toBe(1.38);
  });

  it('snaps to the fit or the natural size within 0.05', () => {
    expect(snapZoom(1.04, NATURAL)).toBe(1);
    expect(snapZoom(0.96, NATURAL)).toBe(1);
    expect(snapZoom(1.97, NATURAL)).toBe(2);
    expect(snapZoom(1.9, NATURAL)).toBe(1.9);
    // 1.92 + 0.12 = 2.04: lands on the natural size.
    expect(stepZoom(1.92, 1, NATURAL)).toBe(2);
  });

  it('stays between 0.1 and three times the natural size', () => {
    expect(clampZoom(0.01, NATURAL)).toBe(0.1);
    expect(clampZoom(10, NATURAL)).toBe(6);
    expect(stepZoom(0.15, -1, NATURAL)).toBe(0.1);
    expect(stepZoom(5.95, 1, NATURAL)).toBe(6);
  });

  it('toggles between fit and natural size on double click', () => {
    expect(toggleZoom(1, NATURAL)).toBe(2);
    expect(toggleZoom(2, NATURAL)).toBe(1);
    expect(toggleZoom(3.4, NATURAL)).toBe(1);
    // A photo smaller than the screen is already at its natural size when fitted.
    expect(toggleZoom(1, 1)).toBe(1);
  });

  it('limits a pinch to 0.5–1.5 times the natural size, never above fit as a floor', () => {
    expect(clampPinchZoom(4, NATURAL)).toBe(3);
    expect(clampPinchZoom(2.5, NATURAL)).toBe(2.5);
    expect(clampPinchZoom(0.2, NATURAL)).toBe(1);
    expect(clampPinchZoom(0.2, 1)).toBe(0.5);
    expect(clampPinchZoom(2, 1)).toBe(1.5);
  });

  it('rotates by quarter turns', () => {
    expect(nextRotation(0)).toBe(90);
    expect(nextRotation(270)).toBe(0);
  });
});
