import {data, redirect, useActionData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/activate';
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

/** A guest who checked out (or an account made by staff) gets a link to choose a password here. */
export async function action({context, params, request}: Route.ActionArgs) {
  const values = readNewPassword(await readForm(request));
  const answer = (errors: Partial<Record<string, string>>) =>
    data({errors, values: {}}, {status: 400, headers: PRIVATE_HEADERS});
  const validation = validateNewPassword(values);
  if (!validation.success) return answer(validation.errors);

  const activationUrl = new URL(screenPath('activate', 'en', params), request.url).toString();
  const outcome = await createCustomerClient(context.storefront).activateByUrl(
    activationUrl,
    validation.data.password,
  );
  if (!outcome.ok) return answer(mapCustomerErrors(outcome.errors));

  await startSession(context, outcome.value);
  flashNotice(context.session, 'activated');
  return redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
}

export default function ActivateScreen() {
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
