import {useActionData, useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/reset';
import {NoPasswordScreen} from '~/components/account/hosted-sign-in';
import {usesCustomerAccountApi} from '~/lib/customer/account-data.server';
import {refusePasswordForm} from '~/lib/customer/hosted-sign-in.server';
import {NewPasswordForm} from '~/components/account/new-password-form';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {screenPath} from '~/i18n/links';
import {accountFormAction} from '~/lib/customer/account-form.server';
import {readNewPassword, validateNewPassword} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {startSession} from '~/lib/customer/sign-in.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export function loader({context, request, params}: Route.LoaderArgs) {
  return {hosted: usesCustomerAccountApi(context.appEnv), seo: screenSeo({context, request, params}, 'reset')};
}

// The mailed link is the English path: it goes to customerResetByUrl as is; translated paths use customerReset.
export async function action(args: Route.ActionArgs) {
  await refusePasswordForm(args.context, args.request);
  const {context, params, request} = args;
  return accountFormAction(args, {read: readNewPassword, back: () => ({values: {}})}, async (values, {valid, check, done}) => {
    const {password} = valid(validateNewPassword(values));
    const customers = createCustomerClient(context.storefront);
    const token = check(
      context.locale === 'en'
        ? await customers.resetByUrl(new URL(screenPath('reset', 'en', params), request.url).toString(), password)
        : await customers.reset(`gid://shopify/Customer/${params.id}`, params.token, password),
    );
    await startSession(context, token);
    return done('passwordReset', 'account');
  });
}

export default function ResetScreen() {
  const {hosted} = useLoaderData<typeof loader>();
  return hosted ? <NoPasswordScreen screen="reset" /> : <ResetForm />;
}

function ResetForm() {
  const {t} = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <>
      <ScreenHeading screen="reset" />
      <p className="page-intro">{t('account.reset.intro')}</p>
      <NewPasswordForm formId="reset" submitLabel={t('account.reset.submit')} result={result} />
    </>
  );
}
