import type {ReactNode} from 'react';
import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';

const NEWSLETTER_HEADING = 'footer-newsletter-heading';

export function Footer({newsletter}: {newsletter?: (headingId: string) => ReactNode}) {
  const {t} = useTranslation();
  return (
    <footer className="site-footer">
      {newsletter ? (
        <section className="site-footer__newsletter" aria-labelledby={NEWSLETTER_HEADING}>
          <h2 id={NEWSLETTER_HEADING} className="site-footer__heading">
            {t('layout.newsletter')}
          </h2>
          {newsletter(NEWSLETTER_HEADING)}
        </section>
      ) : null}
      <nav aria-label={t('layout.footerPolicies')}>
        <ul className="site-footer__links">
          <li>
            <ScreenLink screen="privacy-policy">{t('screen.privacy-policy')}</ScreenLink>
          </li>
          <li>
            <ScreenLink screen="refund-policy">{t('screen.refund-policy')}</ScreenLink>
          </li>
          <li>
            <ScreenLink screen="terms-of-service">{t('screen.terms-of-service')}</ScreenLink>
          </li>
          <li>
            <ScreenLink screen="contact">{t('nav.contact')}</ScreenLink>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">{t('layout.copyright', {year: new Date().getFullYear()})}</p>
    </footer>
  );
}
