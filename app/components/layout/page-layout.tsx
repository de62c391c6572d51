import {Suspense, lazy, type ReactNode} from 'react';
import {useTranslation} from '~/i18n/translate';
import {NewsletterForm} from '~/components/newsletter/newsletter-form';
import {useFooterNewsletter} from '~/components/newsletter/newsletter-handle';
import {ToastOutlet} from '~/components/ui/toast-outlet';
import {useHydrated} from '~/components/ui/use-hydrated';
import {Header} from './header';
import type {HeaderCart} from './cart-link';
import {Footer} from './footer';

// Needed once the visitor acts: a navigation or a form starts with a click (keys and assistive technologies
// click too), so a page that is only read never fetches it and its first screen keeps the bandwidth.
const NavigationFocus = lazy(() =>
  new Promise((clicked) => addEventListener('click', clicked, {once: true})).then(() => import('./navigation-focus')),
);

export function PageLayout({cart, children}: {cart: HeaderCart; children?: ReactNode}) {
  const {t} = useTranslation();
  const footerNewsletter = useFooterNewsletter();
  const hydrated = useHydrated();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <Header cart={cart} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer newsletter={footerNewsletter ? (headingId) => <NewsletterForm labelledBy={headingId} /> : undefined} />
      <ToastOutlet />
      {hydrated ? (
        <Suspense fallback={null}>
          <NavigationFocus />
        </Suspense>
      ) : null}
    </>
  );
}
