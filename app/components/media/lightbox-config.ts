import type {LightboxExternalProps} from 'yet-another-react-lightbox';

// Zoom in the library's unit: 1 fits the screen, `naturalZoom` (≥ 1) is the natural size.
export const LIGHTBOX = {
  zoomStep: 0.12,
  minZoom: 0.1,
  maxZoomOfNatural: 3,
  wheelThrottleMs: 80,
  snapTolerance: 0.05,
  pinchMinOfNatural: 0.5,
  pinchMaxOfNatural: 1.5,
  rotationStep: 90,
  swipeTolerancePx: 50,
  doubleTapMs: 300,
} as const;

// Zoom steps, wheel, double-click, pinch limits and swipe are ours, in `use-lightbox-gestures.ts`.
export const LIBRARY_ZOOM_OPTIONS = {
  minZoom: LIGHTBOX.minZoom,
  // The library's maximum is this ratio of image pixels to screen pixels.
  maxZoomPixelRatio: LIGHTBOX.maxZoomOfNatural,
  zoomInMultiplier: 1 + LIGHTBOX.zoomStep,
  // Its own double-click and double-tap steps are switched off: ours toggle fit and natural size.
  doubleClickDelay: 0,
  doubleTapDelay: 0,
  doubleClickMaxStops: 1,
  keyboardMoveDistance: 50,
  wheelZoomDistanceFactor: 100,
  // Pinch follows the fingers; our limit is applied on top.
  pinchZoomV4: true,
  scrollToZoom: false,
} as const satisfies NonNullable<LightboxExternalProps['zoom']>;

export const LIBRARY_CAROUSEL_OPTIONS = {
  finite: true,
  preload: 1,
  padding: '16px',
  imageFit: 'contain',
} as const satisfies Partial<NonNullable<LightboxExternalProps['carousel']>>;
