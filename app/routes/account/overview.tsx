import {Form, useActionData, useLoaderData, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/overview';
import type {AccountHeadingHandle} from './signed-in-layout';
import {AddressLines} from '~/components/account/address-lines';
import {AccountNotice, FormMessages} from '~/components/account/form-messages';
import {OptionalCheckbox} from '~/components/account/optional-checkbox';
import {OrderTable} from '~/components/account/order-table';
import {useAccountErrors} from '~/components/account/use-account-errors';
import {FormField} from '~/components/forms/form-field';
import {ScreenLink} from '~/components/ui/screen-link';
import {accountFormAction} from '~/lib/customer/account-form.server';
import {endedSession, requireAccessToken} from '~/lib/customer/account-guard.server';
import {readProfile, validateNames, validateProfile, type ProfileValues} from '~/lib/customer/account-forms';
import {accountData, usesCustomerAccountApi} from '~/lib/customer/account-data.server';
import {keepFirstName, keepToken, takeNotice} from '~/lib/customer/customer-session.server';
import {orderRows} from '~/lib/customer/order-rows.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export const handle: AccountHeadingHandle = {
  accountHeading: (loaderData, t) => {
    const firstName = (loaderData as Awaited<ReturnType<typeof loader>> | undefined)?.profile.firstName;
    return firstName ? t('account.greeting', {name: firstName}) : undefined;
  },
};

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export async function loader({context, request, params}: Route.LoaderArgs) {
  const accessToken = await requireAccessToken(context, request);
  const customer = await (await accountData(context, request)).overview(accessToken);
  if (!customer) throw endedSession(context, request);
  return {
    notice: takeNotice(context.session),
    profile: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
      acceptsMarketing: customer.acceptsMarketing,
    } satisfies ProfileValues,
    defaultAddress: customer.defaultAddress?.formatted ?? null,
    orders: orderRows(customer.orders.nodes, context.locale),
    // On the hosted sign-in the e-mail address is the customer's sign-in itself: shown, not edited here.
    hosted: usesCustomerAccountApi(context.appEnv),
    seo: screenSeo({context, request, params}, 'account'),
  };
}

export function action(args: Route.ActionArgs) {
  const {context, request} = args;
  const rules = {read: readProfile, back: (values: ProfileValues) => ({values}), signedIn: true as const};
  return accountFormAction(args, rules, async (values, steps) => {
    if (usesCustomerAccountApi(context.appEnv)) {
      const names = steps.valid(validateNames(values));
      const saved = steps.check(await (await accountData(context, request)).update(steps.accessToken, names));
      keepFirstName(context.session, saved.firstName);
      return steps.done('profileSaved', 'account');
    }
    const {phone, ...rest} = steps.valid(validateProfile(values));
    const saved = steps.check(
      await (await accountData(context, request)).update(steps.accessToken, {...rest, phone: phone || null}),
    );
    keepFirstName(context.session, saved.firstName);
    if (saved.token) keepToken(context.session, saved.token);
    return steps.done('profileSaved', 'account');
  });
}

export default function AccountScreen() {
  const {t} = useTranslation();
  const {notice, profile, defaultAddress, orders, hosted} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const {fieldId, message, summary, formError, summaryTitle} = useAccountErrors('profile', FIELDS, result);
  const values = result?.values ?? profile;
  return (
    <>
      <AccountNotice text={notice && !result ? t(`account.notices.${notice}`) : null} />

      <section aria-labelledby="account-details" className="account-section">
        <h2 id="account-details">{t('account.overview.details')}</h2>
        <Form method="post" noValidate className="account-form">
          <FormMessages summaryTitle={summaryTitle} summary={summary} formError={formError} answer={result} />
          <FormField
            id={fieldId('firstName')}
            name="firstName"
            label={t('account.fields.optional', {label: t('account.fields.firstName')})}
            autoComplete="given-name"
            required={false}
            defaultValue={values.firstName}
            error={message('firstName')}
          />
          <FormField
            id={fieldId('lastName')}
            name="lastName"
            label={t('account.fields.optional', {label: t('account.fields.lastName')})}
            autoComplete="family-name"
            required={false}
            defaultValue={values.lastName}
            error={message('lastName')}
          />
          {hosted ? (
            <dl className="account-sign-in">
              <dt>{t('account.fields.email')}</dt>
              <dd>
                {profile.email}
                <br />
                <small>{t('account.hosted.emailFixed')}</small>
              </dd>
            </dl>
          ) : (
            <>
            <FormField
              id={fieldId('email')}
              name="email"
              type="email"
              label={t('account.fields.email')}
              autoComplete="email"
              defaultValue={values.email}
              error={message('email')}
            />
            <FormField
              id={fieldId('phone')}
              name="phone"
              type="tel"
              label={t('account.fields.optional', {label: t('account.fields.phone')})}
              hint={t('account.fields.phoneHint')}
              autoComplete="tel"
              required={false}
              defaultValue={values.phone}
              error={message('phone')}
            />
            </>
          )}
          <OptionalCheckbox
            id={fieldId('acceptsMarketing')}
            name="acceptsMarketing"
            label={t('account.fields.acceptsMarketing')}
            defaultChecked={values.acceptsMarketing}
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('account.overview.save')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="account-default-address" className="account-section">
        <h2 id="account-default-address">{t('account.overview.defaultAddress')}</h2>
        {defaultAddress ? <AddressLines lines={defaultAddress} /> : <p>{t('account.overview.noDefaultAddress')}</p>}
        <p>
          <ScreenLink screen="addresses">{t('account.overview.manageAddresses')}</ScreenLink>
        </p>
      </section>

      <section aria-labelledby="account-latest-orders" className="account-section">
        <h2 id="account-latest-orders">{t('account.overview.latestOrders')}</h2>
        {orders.length > 0 ? <OrderTable orders={orders} /> : <p>{t('account.overview.noOrders')}</p>}
        <p>
          <ScreenLink screen="orders">{t('account.overview.allOrders')}</ScreenLink>
        </p>
      </section>
    </>
  );
}
