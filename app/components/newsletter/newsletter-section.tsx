import {useId} from 'react';
import {useTranslation} from '~/i18n/translate';
import {NewsletterForm} from './newsletter-form';

/** The sign-up as a section of a page (the home page), under its own heading. */
export function NewsletterSection() {
  const {t} = useTranslation();
  const headingId = useId();
  return (
    <section className="newsletter-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newsletter.title')}</h2>
      <NewsletterForm labelledBy={headingId} />
    </section>
  );
}
