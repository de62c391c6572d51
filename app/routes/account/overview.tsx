import {Form, data, redirect, useActionData, useLoaderData, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/overview';
import {AccountNav} from '~/components/account/account-nav';
import {AddressLines} from '~/components/account/address-lines';
import {AccountNotice, FormMessages} from '~/components/account/form-messages';
import {OptionalCheckbox} from '~/components/account/optional-checkbox';
import {OrderTable} from '~/components/account/order-table';
import {useAccountErrors, type FormResult} from '~/components/account/use-account-errors';
import {FormField} from '~/components/forms/form-field';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {ScreenLink} from '~/components/ui/screen-link';
import {screenPath} from '~/i18n/links';
import {
  PRIVATE_HEADERS,
  endedSession,
  requireAccessToken,
} from '~/lib/customer/account-guard.server';
import {readProfile, validateProfile, type ProfileValues} from '~/lib/customer/account-forms';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {flashNotice, keepFirstName, keepToken, takeNotice} from '~/lib/customer/customer-session.server';
import {isSessionEnded, mapCustomerErrors} from '~/lib/customer/error-mapping';
import {orderRows} from '~/lib/customer/order-rows.server';
import {screenMeta} from '~/lib/seo/screen-meta';
import {readForm} from '~/lib/forms/read-form.server';
import accountStyles from '~/styles/account.css?url';

export const meta = screenMeta();
export const links = () => [{rel: 'stylesheet', href: accountStyles}];

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export async function loader({context, request}: Route.LoaderArgs) {
  const accessToken = await requireAccessToken(context, request);
  const customer = await createCustomerClient(context.storefront).overview(accessToken);
  if (!customer) throw endedSession(context, request);
  const notice = takeNotice(context.session);
  return data(
    {
      notice,
      profile: {
        firstName: customer.firstName ?? '',
        lastName: customer.lastName ?? '',
        email: customer.email ?? '',
        phone: customer.phone ?? '',
        acceptsMarketing: customer.acceptsMarketing,
      } satisfies ProfileValues,
      defaultAddress: customer.defaultAddress?.formatted ?? null,
      orders: orderRows(customer.orders.nodes, context.locale),
    },
    {headers: PRIVATE_HEADERS},
  );
}

export async function action({context, request}: Route.ActionArgs) {
  // Read first, even from a visitor about to be sent to sign in: a body left unread resets the connection.
  const values = readProfile(await readForm(request));
  const accessToken = await requireAccessToken(context, request);
  const answer = (result: FormResult<ProfileValues>) => data(result, {status: 400, headers: PRIVATE_HEADERS});
  const validation = validateProfile(values);
  if (!validation.success) return answer({errors: validation.errors, values});

  const {phone, ...rest} = validation.data;
  const outcome = await createCustomerClient(context.storefront).update(accessToken, {
    ...rest,
    phone: phone || null,
  });
  if (!outcome.ok) {
    if (isSessionEnded(outcome.errors)) throw endedSession(context, request);
    return answer({errors: mapCustomerErrors(outcome.errors), values});
  }
  keepFirstName(context.session, outcome.value.firstName);
  if (outcome.value.token) keepToken(context.session, outcome.value.token);
  flashNotice(context.session, 'profileSaved');
  return redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
}

export default function AccountScreen() {
  const {t} = useTranslation();
  const {notice, profile, defaultAddress, orders} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const {fieldId, message, summary, formError, summaryTitle} = useAccountErrors('profile', FIELDS, result);
  const values = result?.values ?? profile;
  return (
    <>
      <ScreenHeading
        screen="account"
        title={profile.firstName ? t('account.greeting', {name: profile.firstName}) : undefined}
      />
      <AccountNav />
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
