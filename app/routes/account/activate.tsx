import {useActionData, useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/activate';
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
  return {hosted: usesCustomerAccountApi(context.appEnv), seo: screenSeo({context, request, params}, 'activate')};
}

// Shopify mails this link to a guest who checked out, or for an account made by staff.
export async function action(args: Route.ActionArgs) {
  await refusePasswordForm(args.context, args.request);
  const {context, params, request} = args;
  return accountFormAction(args, {read: readNewPassword, back: () => ({values: {}})}, async (values, {valid, check, done}) => {
    const {password} = valid(validateNewPassword(values));
    const activationUrl = new URL(screenPath('activate', 'en', params), request.url).toString();
    const token = check(await createCustomerClient(context.storefront).activateByUrl(activationUrl, password));
    await startSession(context, token);
    return done('activated', 'account');
  });
}

export default function ActivateScreen() {
  const {hosted} = useLoaderData<typeof loader>();
  return hosted ? <NoPasswordScreen screen="activate" /> : <ActivateForm />;
}

function ActivateForm() {
  const {t} = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <>
      <ScreenHeading screen="activate" />
      <p className="page-intro">{t('account.activate.intro')}</p>
      <NewPasswordForm formId="activate" submitLabel={t('account.activate.submit')} result={result} />
    </>
  );
}
