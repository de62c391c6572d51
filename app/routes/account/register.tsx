import {Form, useActionData, useNavigation, useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/register';
import {NoPasswordScreen} from '~/components/account/hosted-sign-in';
import {usesCustomerAccountApi} from '~/lib/customer/account-data.server';
import {refusePasswordForm} from '~/lib/customer/hosted-sign-in.server';
import {FormMessages} from '~/components/account/form-messages';
import {OptionalCheckbox} from '~/components/account/optional-checkbox';
import {useAccountErrors} from '~/components/account/use-account-errors';
import {FormField} from '~/components/forms/form-field';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {ScreenLink} from '~/components/ui/screen-link';
import {accountFormAction} from '~/lib/customer/account-form.server';
import {accountRequestLimit} from '~/lib/customer/account-request-limit.server';
import {redirectIfSignedIn} from '~/lib/customer/account-guard.server';
import {readRegister, validateRegister, type RegisterValues} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {ERROR_VALUES} from '~/lib/customer/error-mapping';
import {startSession} from '~/lib/customer/sign-in.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function loader({context, request, params}: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  return {hosted: usesCustomerAccountApi(context.appEnv), seo: screenSeo({context, request, params}, 'register')};
}

export async function action(args: Route.ActionArgs) {
  await refusePasswordForm(args.context, args.request);
  const {context} = args;
  const rules = {
    read: readRegister,
    back: ({password: _password, ...kept}: RegisterValues) => ({values: kept}),
  };
  return accountFormAction(args, rules, async (values, {valid, check, done, refuse}) => {
    const registration = valid(validateRegister(values));
    const limit = await accountRequestLimit(args.request, 'register', registration.email, context.appEnv.SESSION_SECRET);
    const wait = await limit.reserve();
    if (wait > 0) refuse({form: 'account.errors.tooManyRequests'}, {status: 429, seconds: wait});
    const customers = createCustomerClient(context.storefront);
    check(await limit.counting(() => customers.register(registration)));
    const token = check(await customers.signIn(registration.email, registration.password));
    await startSession(context, token);
    return done('registered', 'account');
  });
}

export default function RegisterScreen() {
  const {hosted} = useLoaderData<typeof loader>();
  return hosted ? <NoPasswordScreen screen="register" /> : <RegisterForm />;
}

function RegisterForm() {
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
