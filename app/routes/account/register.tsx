import {Form, data, redirect, useActionData, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/register';
import {FormMessages} from '~/components/account/form-messages';
import {OptionalCheckbox} from '~/components/account/optional-checkbox';
import {useAccountErrors, type FormResult} from '~/components/account/use-account-errors';
import {FormField} from '~/components/forms/form-field';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {ScreenLink} from '~/components/ui/screen-link';
import {screenPath} from '~/i18n/links';
import {PRIVATE_HEADERS, redirectIfSignedIn} from '~/lib/customer/account-guard.server';
import {readRegister, validateRegister, type RegisterValues} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {flashNotice} from '~/lib/customer/customer-session.server';
import {ERROR_VALUES, mapCustomerErrors} from '~/lib/customer/error-mapping';
import {startSession} from '~/lib/customer/sign-in.server';
import {screenMeta} from '~/lib/seo/screen-meta';
import {readForm} from '~/lib/forms/read-form.server';
import accountStyles from '~/styles/account.css?url';

export const meta = screenMeta();
export const links = () => [{rel: 'stylesheet', href: accountStyles}];

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type Kept = Omit<RegisterValues, 'password'>;

export function loader({context}: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  return data(null, {headers: PRIVATE_HEADERS});
}

export async function action({context, request}: Route.ActionArgs) {
  const values = readRegister(await readForm(request));
  const {password: _password, ...kept} = values;
  const answer = (result: FormResult<Kept>) => data(result, {status: 400, headers: PRIVATE_HEADERS});

  const validation = validateRegister(values);
  if (!validation.success) return answer({errors: validation.errors, values: kept});

  const customers = createCustomerClient(context.storefront);
  const created = await customers.register(validation.data);
  if (!created.ok) return answer({errors: mapCustomerErrors(created.errors), values: kept});

  const signedIn = await customers.signIn(validation.data.email, validation.data.password);
  if (!signedIn.ok) return answer({errors: mapCustomerErrors(signedIn.errors), values: kept});
  await startSession(context, signedIn.value);
  flashNotice(context.session, 'registered');
  return redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
}

export default function RegisterScreen() {
  const {t} = useTranslation();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const {fieldId, message, summary, formError, summaryTitle} = useAccountErrors('register', FIELDS, result);
  const values = result?.values;
  return (
    <>
      <ScreenHeading screen="register" />
      <Form method="post" noValidate className="account-form">
        <FormMessages summaryTitle={summaryTitle} summary={summary} formError={formError} answer={result} />
        <FormField
          id={fieldId('firstName')}
          name="firstName"
          label={t('account.fields.optional', {label: t('account.fields.firstName')})}
          autoComplete="given-name"
          required={false}
          defaultValue={values?.firstName ?? ''}
          error={message('firstName')}
        />
        <FormField
          id={fieldId('lastName')}
          name="lastName"
          label={t('account.fields.optional', {label: t('account.fields.lastName')})}
          autoComplete="family-name"
          required={false}
          defaultValue={values?.lastName ?? ''}
          error={message('lastName')}
        />
        <FormField
          id={fieldId('email')}
          name="email"
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          defaultValue={values?.email ?? ''}
          error={message('email')}
        />
        <FormField
          id={fieldId('password')}
          name="password"
          type="password"
          label={t('account.fields.password')}
          hint={t('account.fields.passwordHint', ERROR_VALUES)}
          autoComplete="new-password"
          error={message('password')}
        />
        <OptionalCheckbox
          id={fieldId('acceptsMarketing')}
          name="acceptsMarketing"
          label={t('account.fields.acceptsMarketing')}
          defaultChecked={values?.acceptsMarketing}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('account.register.submit')}
        </button>
      </Form>
      <p>
        {t('account.register.haveAccount')} <ScreenLink screen="login">{t('account.register.login')}</ScreenLink>
      </p>
    </>
  );
}
