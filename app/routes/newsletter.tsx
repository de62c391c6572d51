import {useId} from 'react';
import {data, type ActionFunctionArgs, type MetaFunction} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {NewsletterForm} from '~/components/newsletter/newsletter-form';
import type {NewsletterHandle} from '~/components/newsletter/newsletter-handle';
import {NEWSLETTER_STATUS_CODES} from '~/lib/newsletter/newsletter-outcome';
import {subscribeToNewsletter} from '~/lib/newsletter/subscribe.server';
import {rootCatalogue} from '~/i18n/page-catalogue';
import type {RootLoader} from '~/root';
import {readForm} from '~/lib/forms/read-form.server';
import {submissionGate} from '~/lib/forms/submission-limit.server';

export const meta: MetaFunction<unknown, {root: RootLoader}> = ({matches}) => {
  const messages = rootCatalogue(matches);
  if (!messages) return [];
  return [
    {title: `${messages.newsletter.title} | ${messages.site.name}`},
    {name: 'description', content: messages.newsletter.intro},
    {property: 'og:description', content: messages.newsletter.intro},
    {name: 'robots', content: 'noindex'},
  ];
};

export const handle: NewsletterHandle = {newsletterInPage: true};

export async function action({request, context}: ActionFunctionArgs) {
  const outcome = await subscribeToNewsletter(await readForm(request), {
    cms: context.cms,
    locale: context.locale,
    siteOrigin: new URL(request.url).origin,
    gate: await submissionGate(request, context.appEnv.SESSION_SECRET),
  });
  return data(outcome, {status: NEWSLETTER_STATUS_CODES[outcome.status]});
}

export default function NewsletterScreen() {
  const {t} = useTranslation();
  const headingId = useId();
  return (
    <>
      <div className="page-heading">
        <h1 id={headingId}>{t('newsletter.title')}</h1>
      </div>
      <NewsletterForm standalone labelledBy={headingId} />
    </>
  );
}
