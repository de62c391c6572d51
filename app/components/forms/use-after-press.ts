import {useCallback, useEffect, useRef} from 'react';

/**
 * Holds work that moves a form's layout while a pointer is pressed on the page, and runs it once
 * the press is over. Pressing Send takes the focus from the last field, and a field re-checked as
 * the focus leaves it drops its message, and the error summary a line or all of itself: done then,
 * between press and release, that moves the button from under the pointer, the release lands
 * elsewhere and the browser sends no click. Held, it lets the press be the click it was meant as.
 * `drop` forgets what is held, for a submit that checks the whole form anyway.
 */
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
