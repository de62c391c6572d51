import {LIGHTBOX} from './lightbox-config';


export function clampZoom(zoom: number, natural: number): number {
  return Math.min(Math.max(zoom, LIGHTBOX.minZoom), LIGHTBOX.maxZoomOfNatural * Math.max(natural, 1));
}

export function snapZoom(zoom: number, natural: number): number {
  if (Math.abs(zoom - 1) < LIGHTBOX.snapTolerance) return 1;
  if (Math.abs(zoom - natural) < LIGHTBOX.snapTolerance) return natural;
  return zoom;
}

export function stepZoom(zoom: number, direction: 1 | -1, natural: number): number {
  const next = clampZoom(zoom + direction * LIGHTBOX.zoomStep, natural);
  return round(snapZoom(next, natural));
}

export function toggleZoom(zoom: number, natural: number): number {
  return Math.abs(zoom - 1) < LIGHTBOX.snapTolerance && natural > 1 ? natural : 1;
}

// A pinch stays within 0.5–1.5× the natural size, yet can always bring a large photo back to fit.
export function clampPinchZoom(zoom: number, natural: number): number {
  const low = Math.min(LIGHTBOX.pinchMinOfNatural * natural, 1);
  const high = Math.max(LIGHTBOX.pinchMaxOfNatural * natural, 1);
  return Math.min(Math.max(zoom, low), high);
}

export function nextRotation(rotation: number): number {
  return (rotation + LIGHTBOX.rotationStep) % 360;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
