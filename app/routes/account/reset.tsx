import {data, redirect, useActionData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/reset';
import {NewPasswordForm} from '~/components/account/new-password-form';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {screenPath} from '~/i18n/links';
import {PRIVATE_HEADERS} from '~/lib/customer/account-guard.server';
import {readNewPassword, validateNewPassword} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {flashNotice} from '~/lib/customer/customer-session.server';
import {mapCustomerErrors} from '~/lib/customer/error-mapping';
import {startSession} from '~/lib/customer/sign-in.server';
import {screenMeta} from '~/lib/seo/screen-meta';
import {readForm} from '~/lib/forms/read-form.server';
import accountStyles from '~/styles/account.css?url';

export const meta = screenMeta();
export const links = () => [{rel: 'stylesheet', href: accountStyles}];

export function loader() {
  return data(null, {headers: PRIVATE_HEADERS});
}

/**
 * The e-mailed link is the English path the backend issued, so there the link itself goes to
 * customerResetByUrl; the translated paths carry the same id and token and use customerReset.
 */
export async function action({context, params, request}: Route.ActionArgs) {
  const values = readNewPassword(await readForm(request));
  const answer = (errors: Partial<Record<string, string>>) =>
    data({errors, values: {}}, {status: 400, headers: PRIVATE_HEADERS});
  const validation = validateNewPassword(values);
  if (!validation.success) return answer(validation.errors);

  const customers = createCustomerClient(context.storefront);
  const {password} = validation.data;
  const outcome =
    context.locale === 'en'
      ? await customers.resetByUrl(new URL(screenPath('reset', 'en', params), request.url).toString(), password)
      : await customers.reset(`gid://shopify/Customer/${params.id}`, params.token, password);
  if (!outcome.ok) return answer(mapCustomerErrors(outcome.errors));

  await startSession(context, outcome.value);
  flashNotice(context.session, 'passwordReset');
  return redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
}

export default function ResetScreen() {
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
