import {useEffect, useId, useRef} from 'react';
import {useActionData, useFetcher} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {CheckboxField} from '~/components/forms/checkbox-field';
import {FormField} from '~/components/forms/form-field';
import {useHydrated} from '~/components/ui/use-hydrated';
import {useToastDescriptor} from '~/components/ui/use-toast-descriptor';
import {requestToasts} from '~/components/ui/toast-outlet';
import {useLocale} from '~/i18n/use-screen';
import {EMAIL_MAX} from '~/lib/forms/email-limit';
import type {NewsletterErrors} from '~/lib/forms/newsletter-form-input';
import type {NewsletterOutcome} from '~/lib/newsletter/newsletter-outcome';
import {NEWSLETTER_PATHS} from '~/i18n/newsletter-paths';

// `labelledBy` names the form by its heading, so assistive technology lists it as a form landmark.
// The server alone checks it: two fields are not worth the validator's weight on every page.
export function NewsletterForm({standalone = false, labelledBy}: {standalone?: boolean; labelledBy?: string}) {
  const {t} = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const fetcher = useFetcher<NewsletterOutcome>();
  const pageOutcome = useActionData<NewsletterOutcome>();
  const outcome = fetcher.data ?? (standalone ? pageOutcome : undefined);
  const formRef = useRef<HTMLFormElement>(null);

  const errors: NewsletterErrors = outcome?.status === 'invalid' ? outcome.errors : {};
  const values = outcome && outcome.status !== 'subscribed' ? outcome.values : undefined;
  const busy = fetcher.state !== 'idle';
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;

  useToastDescriptor(outcome?.status === 'invalid' ? undefined : outcome?.toast);

  useEffect(() => {
    if (outcome?.status === 'subscribed') formRef.current?.reset();
    if (outcome?.status !== 'invalid') return;
    const first = outcome.errors.email ? emailId : outcome.errors.consent ? consentId : null;
    if (first) document.getElementById(first)?.focus();
  }, [outcome, emailId, consentId]);

  const message = (key: string | undefined) => (key ? t(key, {max: EMAIL_MAX}) : undefined);

  return (
    <fetcher.Form
      method="post"
      action={NEWSLETTER_PATHS[locale]}
      noValidate
      ref={formRef}
      aria-labelledby={labelledBy}
      onFocus={() => void requestToasts()}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
      className="newsletter-form"
    >
      <p className="newsletter-form__intro">{t('newsletter.intro')}</p>
      {/* The answer stays in the form until the next send; with scripts the toast is what is announced. */}
      {outcome?.status === 'subscribed' ? (
        <p className="form-status form-status--success" role={hydrated ? undefined : 'status'}>
          {t('newsletter.subscribed')}
        </p>
      ) : null}
      {outcome?.status === 'failed' || outcome?.status === 'throttled' ? (
        <p className="form-status form-status--error" role={hydrated ? undefined : 'alert'}>
          {t(outcome.toast.message)}
        </p>
      ) : null}
      <FormField
        id={emailId}
        name="email"
        type="email"
        label={t('newsletter.email')}
        autoComplete="email"
        defaultValue={values?.email ?? ''}
        error={message(errors.email)}
      />
      <CheckboxField
        id={consentId}
        name="consent"
        value="yes"
        label={t('newsletter.consent')}
        defaultChecked={values?.consent ?? false}
        error={message(errors.consent)}
      />
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? t('newsletter.submitting') : t('newsletter.submit')}
      </button>
    </fetcher.Form>
  );
}
