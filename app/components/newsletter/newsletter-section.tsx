import {useId} from 'react';
import {useTranslation} from '~/i18n/translate';
import {NewsletterForm} from './newsletter-form';

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
