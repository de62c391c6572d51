import {useRef, type KeyboardEvent, type PointerEvent, type WheelEvent} from 'react';
import {LIGHTBOX} from './lightbox-config';

export interface LightboxActions {
  zoom: () => number;
  zoomIn: () => void;
  zoomOut: () => void;
  toggleZoom: () => void;
  reset: () => void;
  rotate: () => void;
  previous: () => void;
  next: () => void;
}

const onSlide = (target: EventTarget) =>
  target instanceof Element && target.closest('.yarl__slide_current') !== null;

// Capture handlers on an element around the lightbox (React events bubble out of its portal); a handled
// event stops here, so the library does not act on it too.
export function useLightboxGestures(actions: LightboxActions) {
  const lastWheel = useRef(0);
  const pointers = useRef(new Map<number, {x: number; y: number}>());
  const pinching = useRef(false);
  const lastTap = useRef<{time: number; x: number; y: number} | null>(null);

  const onWheelCapture = (event: WheelEvent) => {
    if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
    event.stopPropagation();
    if (event.timeStamp - lastWheel.current < LIGHTBOX.wheelThrottleMs) return;
    lastWheel.current = event.timeStamp;
    if (event.deltaY < 0) actions.zoomIn();
    else actions.zoomOut();
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.altKey || event.target instanceof HTMLInputElement) return;
    const handlers: Record<string, (() => void) | undefined> = {
      '+': actions.zoomIn,
      '=': actions.zoomIn,
      '-': actions.zoomOut,
      _: actions.zoomOut,
      '0': actions.reset,
      r: actions.rotate,
      R: actions.rotate,
    };
    const handler = handlers[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  };

  const onPointerDownCapture = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, {x: event.clientX, y: event.clientY});
    if (pointers.current.size > 1) pinching.current = true;
  };

  const onPointerUpCapture = (event: PointerEvent) => {
    const start = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (pinching.current) {
      if (pointers.current.size === 0) pinching.current = false;
      return;
    }
    if (!start || !onSlide(event.target)) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // A zoomed photo is panned by dragging, so only a fitted one swipes.
    if (actions.zoom() <= 1 && Math.abs(dx) >= LIGHTBOX.swipeTolerancePx && Math.abs(dx) > Math.abs(dy)) {
      if (dx < 0) actions.next();
      else actions.previous();
      lastTap.current = null;
      return;
    }
    if (Math.hypot(dx, dy) > 10) return;
    const previous = lastTap.current;
    const isDouble =
      previous &&
      event.timeStamp - previous.time < LIGHTBOX.doubleTapMs &&
      Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < 30;
    if (isDouble) {
      lastTap.current = null;
      actions.toggleZoom();
    } else {
      lastTap.current = {time: event.timeStamp, x: event.clientX, y: event.clientY};
    }
  };

  const onPointerCancelCapture = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) pinching.current = false;
  };

  return {
    isPinching: () => pinching.current,
    handlers: {
      onWheelCapture,
      onKeyDownCapture,
      onPointerDownCapture,
      onPointerUpCapture,
      onPointerCancelCapture,
    },
  };
}
