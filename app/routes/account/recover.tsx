import {Form, data, useActionData, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/recover';
import {AccountNotice, FormMessages} from '~/components/account/form-messages';
import {useAccountErrors, type FormResult} from '~/components/account/use-account-errors';
import {FormField} from '~/components/forms/form-field';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {ScreenLink} from '~/components/ui/screen-link';
import {PRIVATE_HEADERS} from '~/lib/customer/account-guard.server';
import {readRecover, validateRecover} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {screenMeta} from '~/lib/seo/screen-meta';
import {readForm} from '~/lib/forms/read-form.server';
import accountStyles from '~/styles/account.css?url';

export const meta = screenMeta();
export const links = () => [{rel: 'stylesheet', href: accountStyles}];

const FIELDS = ['email'] as const;

export function loader() {
  return data(null, {headers: PRIVATE_HEADERS});
}

export async function action({context, request}: Route.ActionArgs) {
  const values = readRecover(await readForm(request));
  const validation = validateRecover(values);
  if (!validation.success) {
    const result: FormResult<typeof values> & {sent: false} = {errors: validation.errors, values, sent: false};
    return data(result, {status: 400, headers: PRIVATE_HEADERS});
  }
  // The same answer whether or not an account has this address, so nobody can probe who is a customer.
  await createCustomerClient(context.storefront).recover(validation.data.email);
  return data({errors: {}, values: {email: ''}, sent: true as const}, {headers: PRIVATE_HEADERS});
}

export default function RecoverScreen() {
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
