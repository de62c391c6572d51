import type {LightboxExternalProps} from 'yet-another-react-lightbox';

/**
 * The lightbox's behaviour from the spec. Zoom values use the library's unit:
 * 1 is the photo fitted to the screen; the photo at its natural size is
 * `naturalZoom` (≥ 1, the library never enlarges a photo to fit).
 */
export const LIGHTBOX = {
  zoomStep: 0.12,
  minZoom: 0.1,
  /** The furthest zoom, as a multiple of the natural size. */
  maxZoomOfNatural: 3,
  wheelThrottleMs: 80,
  /** A zoom this close to the fit or the natural size lands on it. */
  snapTolerance: 0.05,
  pinchMinOfNatural: 0.5,
  pinchMaxOfNatural: 1.5,
  rotationStep: 90,
  swipeTolerancePx: 50,
  /** Two taps or clicks closer than this toggle fit and natural size. */
  doubleTapMs: 300,
} as const;

/**
 * The library's own options, set so that it does what the spec asks where it
 * can; zoom steps, wheel, double-click, pinch limits and swipe distance are
 * handled by `use-lightbox-gestures.ts` instead.
 */
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
