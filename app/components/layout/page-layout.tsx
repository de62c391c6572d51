import type {ReactNode} from 'react';
import {useTranslation} from '~/i18n/translate';
import {NewsletterForm} from '~/components/newsletter/newsletter-form';
import {useFooterNewsletter} from '~/components/newsletter/newsletter-handle';
import {ToastOutlet} from '~/components/ui/toast-outlet';
import {Header} from './header';
import type {HeaderCart} from './cart-link';
import {Footer} from './footer';

export function PageLayout({cart, children}: {cart: HeaderCart; children?: ReactNode}) {
  const {t} = useTranslation();
  const footerNewsletter = useFooterNewsletter();
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
    </>
  );
}
