import {Form, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {SubscriptionLinkAction, SubscriptionLinkOutcome} from '~/lib/newsletter/subscription-link.server';
import {NewsletterForm} from './newsletter-form';

interface SubscriptionLinkScreenProps {
  action: SubscriptionLinkAction;
  token: string | null;
  outcome: SubscriptionLinkOutcome | undefined;
}

// Mail scanners open links to check them: only the button (a POST) confirms or unsubscribes.
export function SubscriptionLinkScreen({action, token, outcome}: SubscriptionLinkScreenProps) {
  const {t} = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const invalid = token === null || outcome?.status === 'invalid';
  return (
    <>
      <div className="page-heading">
        <h1>{t(`newsletter.${action}.title`)}</h1>
      </div>
      {outcome?.status === 'done' ? (
        <p role="status" className="page-intro">
          {t(`newsletter.${action}.done`)}
        </p>
      ) : invalid ? (
        <>
          <p role="alert" className="page-intro">
            {t('newsletter.invalidLink')}
          </p>
          <NewsletterForm />
        </>
      ) : (
        <Form method="post" className="subscription-link">
          <p className="page-intro">{t(`newsletter.${action}.intro`)}</p>
          {outcome?.status === 'failed' ? <p role="alert">{t('newsletter.linkFailed')}</p> : null}
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button" disabled={busy}>
            {t(`newsletter.${action}.submit`)}
          </button>
        </Form>
      )}
    </>
  );
}
