import {Form, data, useActionData, useNavigation, useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/recover';
import {NoPasswordScreen} from '~/components/account/hosted-sign-in';
import {usesCustomerAccountApi} from '~/lib/customer/account-data.server';
import {refusePasswordForm} from '~/lib/customer/hosted-sign-in.server';
import {AccountNotice, FormMessages} from '~/components/account/form-messages';
import {useAccountErrors} from '~/components/account/use-account-errors';
import {FormField} from '~/components/forms/form-field';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {ScreenLink} from '~/components/ui/screen-link';
import {accountFormAction} from '~/lib/customer/account-form.server';
import {accountRequestLimit} from '~/lib/customer/account-request-limit.server';
import {PRIVATE_HEADERS} from '~/lib/customer/account-guard.server';
import {readRecover, validateRecover} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export function loader({context, request, params}: Route.LoaderArgs) {
  return {hosted: usesCustomerAccountApi(context.appEnv), seo: screenSeo({context, request, params}, 'recover')};
}

const FIELDS = ['email'] as const;

export async function action(args: Route.ActionArgs) {
  await refusePasswordForm(args.context, args.request);
  const {context} = args;
  const rules = {read: readRecover, back: (values: {email: string}) => ({values, sent: false as const})};
  return accountFormAction(args, rules, async (values, {valid, refuse}) => {
    const {email} = valid(validateRecover(values));
    const limit = await accountRequestLimit(args.request, 'recover', email, context.appEnv.SESSION_SECRET);
    const wait = await limit.reserve();
    if (wait > 0) refuse({form: 'account.errors.tooManyRequests'}, {status: 429, seconds: wait});
    // The same answer whether or not an account has this address, so nobody can probe who is a customer.
    await limit.counting(() => createCustomerClient(context.storefront).recover(email));
    return data({errors: {}, values: {email: ''}, sent: true as const}, {headers: PRIVATE_HEADERS});
  });
}

export default function RecoverScreen() {
  const {hosted} = useLoaderData<typeof loader>();
  return hosted ? <NoPasswordScreen screen="recover" /> : <RecoverForm />;
}

function RecoverForm() {
  const {t} = useTranslation();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const {fieldId, message, summary, formError, summaryTitle} = useAccountErrors('recover', FIELDS, result);
  return (
    <>
      <ScreenHeading screen="recover" />
      <AccountNotice text={result?.sent ? t('account.notices.recoverSent') : null} />
      <p className="page-intro">{t('account.recover.intro')}</p>
      <Form method="post" noValidate className="account-form">
        <FormMessages summaryTitle={summaryTitle} summary={summary} formError={formError} answer={result} />
        <FormField
          id={fieldId('email')}
          name="email"
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          defaultValue={result?.values.email ?? ''}
          error={message('email')}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('account.recover.submit')}
        </button>
      </Form>
      <p>
        <ScreenLink screen="login">{t('account.recover.backToLogin')}</ScreenLink>
      </p>
    </>
  );
}
