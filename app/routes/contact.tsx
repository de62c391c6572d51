import {data, useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/contact';
import {ContactForm} from '~/components/contact/contact-form';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {CONTACT_STATUS_CODES} from '~/lib/contact/contact-outcome';
import {CONTACT_FORM, sendContactMessage} from '~/lib/contact/send-contact-message.server';
import {fillTimeTokenForPage} from '~/lib/forms/fill-time-token.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {readForm} from '~/lib/forms/read-form.server';
import {submissionGate} from '~/lib/forms/submission-limit.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  return {
    startedAt: await fillTimeTokenForPage(context, CONTACT_FORM),
    seo: screenSeo({context, request, params}, 'contact'),
  };
}

export async function action({request, context}: Route.ActionArgs) {
  const outcome = await sendContactMessage(await readForm(request), {
    cms: context.cms,
    locale: context.locale,
    secret: context.appEnv.SESSION_SECRET,
    gate: await submissionGate(request, context.appEnv.SESSION_SECRET),
  });
  return data(outcome, {status: CONTACT_STATUS_CODES[outcome.status]});
}

export default function ContactScreen() {
  const {t} = useTranslation();
  const {startedAt} = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading screen="contact" />
      <p className="page-intro">{t('contact.intro')}</p>
      <ContactForm startedAt={startedAt} />
    </>
  );
}
