import {Form, data, redirect, useActionData, useLoaderData, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/login';
import {AccountNotice, FormMessages} from '~/components/account/form-messages';
import {HostedSignInForm} from '~/components/account/hosted-sign-in';
import {useAccountErrors} from '~/components/account/use-account-errors';
import {FormField} from '~/components/forms/form-field';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {ScreenLink} from '~/components/ui/screen-link';
import {screenPath} from '~/i18n/links';
import {accountFormAction} from '~/lib/customer/account-form.server';
import {usesCustomerAccountApi} from '~/lib/customer/account-data.server';
import {leaveForSignIn} from '~/lib/customer/hosted-sign-in.server';
import {PRIVATE_HEADERS, redirectIfSignedIn} from '~/lib/customer/account-guard.server';
import {readLogin, validateLogin, type LoginValues} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {takeNotice} from '~/lib/customer/customer-session.server';
import {startSession} from '~/lib/customer/sign-in.server';
import {PasswordGuard} from '~/lib/customer/password-guard.server';
import {safeRedirect, sameOriginPath} from '~/lib/http/safe-redirect';
import {isSameOriginPost} from '~/lib/http/same-site';
import {readForm} from '~/lib/forms/read-form.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

const FIELDS = ['email', 'password'] as const;

export function loader({context, request, params}: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  const notice = takeNotice(context.session);
  const url = new URL(request.url);
  const redirectTo = sameOriginPath(url.searchParams.get('redirect'), url.origin);
  const hosted = usesCustomerAccountApi(context.appEnv);
  return {notice, redirectTo, hosted, seo: screenSeo({context, request, params}, 'login')};
}

export async function action(args: Route.ActionArgs) {
  const {context, request} = args;
  if (usesCustomerAccountApi(context.appEnv)) {
    // Starting a sign-in from another site's page would sign the visitor into someone else's account.
    if (!isSameOriginPost(request)) throw data({badForm: 'origin'}, {status: 403, headers: PRIVATE_HEADERS});
    return leaveForSignIn(context, request, await readForm(request));
  }
  const rules = {read: readLogin, back: (values: LoginValues) => ({values: {email: values.email}})};
  return accountFormAction(args, rules, async (values, {form, valid, check, refuse}) => {
    const login = valid(validateLogin(values));
    const guard = await PasswordGuard.for(request, login.email, context.appEnv.SESSION_SECRET);
    const wait = await guard.reserve();
    if (wait > 0) refuse({form: 'account.errors.throttled'}, {status: 429, seconds: wait});

    const outcome = await createCustomerClient(context.storefront)
      .signIn(login.email, login.password)
      .catch(async (error: unknown) => {
        await guard.release();
        throw error;
      });
    if (!outcome.ok) {
      const locked = await guard.fail();
      if (locked > 0) refuse({form: 'account.errors.throttled'}, {status: 429, seconds: locked});
    }
    const token = check(outcome);
    await guard.succeed();
    await startSession(context, token);
    const target = safeRedirect(form.get('redirect'), new URL(request.url).origin, screenPath('account', context.locale));
    return redirect(target, {headers: PRIVATE_HEADERS});
  });
}

export default function LoginScreen() {
  const {t} = useTranslation();
  const {notice, redirectTo, hosted} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const {fieldId, message, summary, formError, summaryTitle} = useAccountErrors('login', FIELDS, result);
  if (hosted) {
    return (
      <>
        <ScreenHeading screen="login" />
        <AccountNotice text={notice ? t(`account.notices.${notice}`) : null} />
        <p className="page-intro">{t('account.hosted.intro')}</p>
        <HostedSignInForm redirectTo={redirectTo} />
      </>
    );
  }
  return (
    <>
      <ScreenHeading screen="login" />
      <AccountNotice text={notice && !result ? t(`account.notices.${notice}`) : null} />
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
        <FormField
          id={fieldId('password')}
          name="password"
          type="password"
          label={t('account.fields.password')}
          autoComplete="current-password"
          error={message('password')}
        />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('account.login.submit')}
        </button>
      </Form>
      <p>
        <ScreenLink screen="recover">{t('account.login.forgot')}</ScreenLink>
      </p>
      <p>
        {t('account.login.noAccount')} <ScreenLink screen="register">{t('account.login.register')}</ScreenLink>
      </p>
    </>
  );
}
