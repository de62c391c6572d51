import {Form, useActionData, useLoaderData, useSearchParams} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/addresses';
import {AddressForm} from '~/components/account/address-form';
import {AddressLines} from '~/components/account/address-lines';
import {AccountNotice} from '~/components/account/form-messages';
import {accountFormAction} from '~/lib/customer/account-form.server';
import {endedSession, requireAccessToken} from '~/lib/customer/account-guard.server';
import {readAddress, validateAddress, type AddressValues} from '~/lib/customer/account-forms';
import {accountData, type AccountData} from '~/lib/customer/account-data.server';
import {takeNotice} from '~/lib/customer/customer-session.server';
import {addressNumber} from '~/lib/customer/order-view';
import {formText} from '~/lib/forms/form-text';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

// The Storefront API's limit for a customer's addresses.
const MAX_ADDRESSES = 250;

const EMPTY: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  zip: '',
  city: '',
  province: '',
  country: '',
  phone: '',
  isDefault: false,
};

export async function loader({context, request, params}: Route.LoaderArgs) {
  const accessToken = await requireAccessToken(context, request);
  const {customer, countries} = await (await accountData(context, request)).addresses(accessToken);
  if (!customer) throw endedSession(context, request);
  const defaultId = customer.defaultAddress?.id ?? null;
  // The page knows an address by its number: Shopify's address ids may carry the customer's token.
  const addresses = customer.addresses.nodes.flatMap((address) => {
    const key = addressNumber(address.id);
    if (!key) return [];
    const values: AddressValues = {
      firstName: address.firstName ?? '',
      lastName: address.lastName ?? '',
      company: address.company ?? '',
      address1: address.address1 ?? '',
      address2: address.address2 ?? '',
      zip: address.zip ?? '',
      city: address.city ?? '',
      province: address.province ?? '',
      country: address.countryCodeV2 ?? '',
      phone: address.phone ?? '',
      isDefault: address.id === defaultId,
    };
    return [{key, lines: address.formatted, values}];
  });
  addresses.sort((a, b) => Number(b.values.isDefault) - Number(a.values.isDefault));
  return {
    notice: takeNotice(context.session),
    addresses,
    countries,
    canAdd: addresses.length < MAX_ADDRESSES,
    seo: screenSeo({context, request, params}, 'addresses'),
  };
}

async function addressId(customers: AccountData, accessToken: string, key: string): Promise<string | null> {
  const {customer} = await customers.addresses(accessToken);
  return customer?.addresses.nodes.find((address) => addressNumber(address.id) === key)?.id ?? null;
}

export function action(args: Route.ActionArgs) {
  const {context, request} = args;
  const rules = {
    read: readAddress,
    // The answer names the address it is about, so the page opens that address's form again.
    back: (values: AddressValues, form: FormData) => ({values, addressKey: formText(form, 'addressKey') || null}),
    signedIn: true as const,
  };
  return accountFormAction(args, rules, async (values, {form, accessToken, valid, check, refuse, done}) => {
    const intent = formText(form, 'intent');
    const key = formText(form, 'addressKey') || null;
    const customers = await accountData(context, request);
    const id = key ? await addressId(customers, accessToken, key) : null;
    if (key && !id) refuse({form: 'account.errors.notFound'});

    if (intent === 'delete' && id) {
      check(await customers.deleteAddress(accessToken, id));
      return done('addressDeleted', 'addresses');
    }
    if (intent === 'default' && id) {
      check(await customers.setDefaultAddress(accessToken, id));
      return done('defaultSaved', 'addresses');
    }
    if (intent !== 'create' && intent !== 'update') refuse({form: 'account.errors.unknown'});

    const {isDefault, country, ...fields} = valid(validateAddress(values));
    // MailingAddressInput.country takes the country's code as well as its name.
    const input = {...fields, country};
    const saved = check(
      intent === 'update' && id
        ? await customers.updateAddress(accessToken, id, input)
        : await customers.createAddress(accessToken, input),
    );
    if (isDefault) check(await customers.setDefaultAddress(accessToken, saved.id));
    return done('addressSaved', 'addresses');
  });
}

export default function AddressesScreen() {
  const {t} = useTranslation();
  const {notice, addresses, countries, canAdd} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const editing = result?.addressKey ?? search.get('edit');
  return (
    <>
      <AccountNotice text={notice && !result ? t(`account.notices.${notice}`) : null} />
      {addresses.length === 0 ? <p>{t('account.addresses.none')}</p> : null}
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.key} className="address-card">
            {editing === address.key ? (
              <section aria-labelledby={`address-edit-${address.key}`}>
                <h2 id={`address-edit-${address.key}`}>{t('account.addresses.editTitle')}</h2>
                <AddressForm
                  formId={`address-${address.key}`}
                  addressKey={address.key}
                  values={result?.addressKey === address.key ? result.values : address.values}
                  countries={countries}
                  result={result?.addressKey === address.key ? result : undefined}
                  submitLabel={t('account.addresses.save')}
                />
                <p>
                  <a href="?">{t('account.addresses.cancel')}</a>
                </p>
              </section>
            ) : (
              <>
                {address.values.isDefault ? <p className="address-card__badge">{t('account.addresses.default')}</p> : null}
                <AddressLines lines={address.lines} />
                <div className="address-card__actions">
                  <a href={`?${new URLSearchParams({edit: address.key})}`}>{t('account.addresses.edit')}</a>
                  {address.values.isDefault ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="default" />
                      <input type="hidden" name="addressKey" value={address.key} />
                      <button type="submit" className="button button--secondary">
                        {t('account.addresses.makeDefault')}
                      </button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="addressKey" value={address.key} />
                    <button type="submit" className="button button--secondary">
                      {t('account.addresses.delete')}
                    </button>
                  </Form>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {canAdd ? (
        <section aria-labelledby="address-new" className="account-section">
          <h2 id="address-new">{t('account.addresses.add')}</h2>
          <AddressForm
            // A new form after each save: the inputs keep no trace of the address just added.
            key={addresses.map((address) => address.key).join()}
            formId="address-new"
            values={result && !result.addressKey ? result.values : EMPTY}
            countries={countries}
            result={result && !result.addressKey ? result : undefined}
            submitLabel={t('account.addresses.save')}
          />
        </section>
      ) : (
        <p>{t('account.addresses.limit', {max: MAX_ADDRESSES})}</p>
      )}
    </>
  );
}
