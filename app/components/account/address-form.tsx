import {Form, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {FormField} from '~/components/forms/form-field';
import type {AddressValues} from '~/lib/customer/account-forms';
import {FormMessages} from './form-messages';
import {OptionalCheckbox} from './optional-checkbox';
import {useAccountErrors, type FormResult} from './use-account-errors';

const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
  'province',
  'country',
  'phone',
] as const;

export interface Country {
  isoCode: string;
  name: string;
}

interface AddressFormProps {
  formId: string;
  addressKey?: string;
  values: AddressValues;
  countries: readonly Country[];
  result: FormResult<unknown> | undefined;
  submitLabel: string;
}

export function AddressForm({formId, addressKey, values, countries, result, submitLabel}: AddressFormProps) {
  const {t} = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const {fieldId, message, summary, formError, summaryTitle} = useAccountErrors(formId, FIELDS, result);
  const optional = (field: string) => t('account.fields.optional', {label: t(`account.fields.${field}`)});
  const countryError = message('country');
  return (
    <Form method="post" noValidate className="account-form">
      <FormMessages summaryTitle={summaryTitle} summary={summary} formError={formError} answer={result} />
      <input type="hidden" name="intent" value={addressKey ? 'update' : 'create'} />
      {addressKey ? <input type="hidden" name="addressKey" value={addressKey} /> : null}
      <FormField
        id={fieldId('firstName')}
        name="firstName"
        label={t('account.fields.firstName')}
        autoComplete="given-name"
        defaultValue={values.firstName}
        error={message('firstName')}
      />
      <FormField
        id={fieldId('lastName')}
        name="lastName"
        label={t('account.fields.lastName')}
        autoComplete="family-name"
        defaultValue={values.lastName}
        error={message('lastName')}
      />
      <FormField
        id={fieldId('company')}
        name="company"
        label={optional('company')}
        autoComplete="organization"
        required={false}
        defaultValue={values.company}
        error={message('company')}
      />
      <FormField
        id={fieldId('address1')}
        name="address1"
        label={t('account.fields.address1')}
        autoComplete="address-line1"
        defaultValue={values.address1}
        error={message('address1')}
      />
      <FormField
        id={fieldId('address2')}
        name="address2"
        label={optional('address2')}
        autoComplete="address-line2"
        required={false}
        defaultValue={values.address2}
        error={message('address2')}
      />
      <FormField
        id={fieldId('zip')}
        name="zip"
        label={t('account.fields.zip')}
        autoComplete="postal-code"
        defaultValue={values.zip}
        error={message('zip')}
      />
      <FormField
        id={fieldId('city')}
        name="city"
        label={t('account.fields.city')}
        autoComplete="address-level2"
        defaultValue={values.city}
        error={message('city')}
      />
      <FormField
        id={fieldId('province')}
        name="province"
        label={optional('province')}
        autoComplete="address-level1"
        required={false}
        defaultValue={values.province}
        error={message('province')}
      />
      <div className={`form-field${countryError ? ' form-field--invalid' : ''}`}>
        <label htmlFor={fieldId('country')}>{t('account.fields.country')}</label>
        <select
          id={fieldId('country')}
          name="country"
          defaultValue={values.country}
          aria-required
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${fieldId('country')}-error` : undefined}
          autoComplete="country"
        >
          <option value="">{t('account.fields.countryChoose')}</option>
          {countries.map((country) => (
            <option key={country.isoCode} value={country.isoCode}>
              {country.name}
            </option>
          ))}
        </select>
        {countryError ? (
          <p id={`${fieldId('country')}-error`} className="form-field__error">
            {countryError}
          </p>
        ) : null}
      </div>
      <FormField
        id={fieldId('phone')}
        name="phone"
        type="tel"
        label={optional('phone')}
        hint={t('account.fields.phoneHint')}
        autoComplete="tel"
        required={false}
        defaultValue={values.phone}
        error={message('phone')}
      />
      <OptionalCheckbox
        id={fieldId('isDefault')}
        name="isDefault"
        label={t('account.fields.isDefault')}
        defaultChecked={values.isDefault}
      />
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
    </Form>
  );
}
