import type {MouseEvent} from 'react';

/**
 * For a submit button whose request is running, or whose step is not allowed: it says it cannot be pressed
 * and ignores a press, but keeps the keyboard's focus, which `disabled` would drop to the page's body.
 */
export function pressWhenIdle(busy: boolean) {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event: MouseEvent) => {
      if (busy) event.preventDefault();
    },
  };
}
