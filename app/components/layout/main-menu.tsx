import {useEffect, useId, useRef, useState} from 'react';
import {useTranslation} from '~/i18n/translate';
import {useLocation} from 'react-router';
import {ScreenLink} from '~/components/ui/screen-link';
import {useHydrated} from '~/components/ui/use-hydrated';
import type {Screen} from '~/i18n/route-table';

const ENTRIES = [
  {screen: 'calendar', label: 'nav.calendar'},
  {screen: 'live', label: 'nav.live'},
  {screen: 'workshops', label: 'nav.workshops'},
  {screen: 'shop', label: 'nav.shop'},
  {screen: 'about', label: 'nav.about'},
] as const satisfies readonly {screen: Screen; label: string}[];

const MEDIA_ENTRIES = [
  {screen: 'videos', label: 'nav.videos'},
  {screen: 'photos', label: 'nav.photos'},
  {screen: 'podcasts', label: 'nav.podcasts'},
  {screen: 'radio', label: 'nav.radio'},
  {screen: 'press', label: 'nav.press'},
] as const satisfies readonly {screen: Screen; label: string}[];

// It wraps on a phone rather than folding, so nothing moves when scripts arrive; until hydration the
// submenu opens on focus, so it works without JavaScript too.
export function MainMenu() {
  const {t} = useTranslation();
  const {pathname} = useLocation();
  // Open for one page only, so the back button does not bring a page back with it unfolded.
  const [mediaOpenOn, setMediaOpenOn] = useState<string | null>(null);
  if (mediaOpenOn !== null && mediaOpenOn !== pathname) setMediaOpenOn(null);
  const mediaOpen = mediaOpenOn === pathname;
  const setMediaOpen = (open: boolean) => setMediaOpenOn(open ? pathname : null);
  const hydrated = useHydrated();
  const mediaId = useId();
  const mediaRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!mediaOpen) return;
    const close = (event: KeyboardEvent | FocusEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') {
          setMediaOpenOn(null);
          mediaRef.current?.querySelector('button')?.focus();
        }
        return;
      }
      if (!mediaRef.current?.contains(event.target as Node)) setMediaOpenOn(null);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('focusin', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('focusin', close);
      document.removeEventListener('click', close);
    };
  }, [mediaOpen]);

  return (
    <nav className="main-menu" aria-label={t('nav.main')} data-hydrated={hydrated || undefined}>
      <ul className="main-menu__list">
        {ENTRIES.map((entry) => (
          <li key={entry.screen}>
            <ScreenLink screen={entry.screen} nav>
              {t(entry.label)}
            </ScreenLink>
          </li>
        ))}
        <li ref={mediaRef} className="main-menu__group">
          <button
            type="button"
            className="main-menu__disclosure"
            aria-expanded={mediaOpen}
            aria-controls={mediaId}
            onClick={() => setMediaOpen(!mediaOpen)}
          >
            {t('nav.media')}
          </button>
          <ul id={mediaId} className="main-menu__submenu" data-open={mediaOpen || undefined}>
            {MEDIA_ENTRIES.map((entry) => (
              <li key={entry.screen}>
                <ScreenLink screen={entry.screen} nav>
                  {t(entry.label)}
                </ScreenLink>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <ScreenLink screen="contact" nav>
            {t('nav.contact')}
          </ScreenLink>
        </li>
      </ul>
    </nav>
  );
}
