import {useCallback, useEffect, useRef} from 'react';

// Pressing Send takes the focus from the last field, whose re-check can move the layout between press
// and release: the release then lands elsewhere and the browser sends no click. Held until the press
// is over, that work lets the press be the click it was meant as.
export function useAfterPress() {
  const pressing = useRef(false);
  const held = useRef<(() => void)[]>([]);

  useEffect(() => {
    const press = () => {
      pressing.current = true;
    };
    // A mouse's click, and the submit it makes, follow its pointerup in the same task; a touch's
    // click comes after the pointerup, with the focus change: the touch is over at its click.
    const release = (event: Event) => {
      if (!pressing.current) return;
      if (event.type === 'pointerup' && (event as PointerEvent).pointerType === 'touch') return;
      pressing.current = false;
      setTimeout(() => {
        const work = held.current;
        held.current = [];
        for (const run of work) run();
      });
    };
    const options = {capture: true, passive: true};
    document.addEventListener('pointerdown', press, options);
    for (const type of ['pointerup', 'pointercancel', 'click']) document.addEventListener(type, release, options);
    return () => {
      document.removeEventListener('pointerdown', press, options);
      for (const type of ['pointerup', 'pointercancel', 'click']) document.removeEventListener(type, release, options);
    };
  }, []);

  const afterPress = useCallback((work: () => void) => {
    if (pressing.current) held.current.push(work);
    else work();
  }, []);
  const drop = useCallback(() => {
    held.current = [];
  }, []);
  return {afterPress, drop};
}
