import {useEffect, useRef, useState} from 'react';
import {useLocation} from 'react-router';

const MAIN_ID = 'main-content';

function focusPageStart() {
  const main = document.getElementById(MAIN_ID);
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({preventScroll: true});
}

// Focus goes to the new page's heading after a navigation to another path, and there too when the focused
// control disappears or is disabled, instead of falling to the body (decision 032).
export default function NavigationFocus() {
  const {pathname} = useLocation();
  // The document's own path: a navigation that ended before this module arrived still moves focus.
  const shown = useRef(new URL(performance.getEntriesByType('navigation')[0]?.name ?? location.href).pathname);
  const [title, setTitle] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusPageStart();
    setTitle(document.title);
  }, [pathname]);

  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target as HTMLElement;
      if (event.relatedTarget) return;
      requestAnimationFrame(() => {
        if (document.activeElement !== document.body) return;
        if (left.isConnected && !left.matches(':disabled')) return;
        focusPageStart();
      });
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, []);

  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {title}
    </p>
  );
}
