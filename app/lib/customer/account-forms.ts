import * as z from 'zod/mini';
import {EMAIL_MAX} from '~/lib/forms/email-limit';
import {firstErrorPerField, type FieldErrors} from '~/lib/forms/field-errors';
import {formText} from '~/lib/forms/form-text';
import {PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX} from './error-mapping';

export type FormErrors = FieldErrors<string>;

export type Validation<T> = {success: true; data: T} | {success: false; errors: FormErrors};

const email = z.string().check(
  z.trim(),
  z.minLength(1, 'account.errors.emailRequired'),
  z.maxLength(EMAIL_MAX, 'account.errors.emailTooLong'),
  z.regex(z.regexes.email, 'account.errors.emailInvalid'),
);

// Presence only: an old password may predate today's rules.
const currentPassword = z.string().check(z.minLength(1, 'account.errors.passwordRequired'));

const newPassword = z.string().check(
  z.minLength(1, 'account.errors.passwordRequired'),
  z.minLength(PASSWORD_MIN, 'account.errors.passwordTooShort'),
  z.maxLength(PASSWORD_MAX, 'account.errors.passwordTooLong'),
  z.refine((value) => value.trim() === value, 'account.errors.passwordWhitespace'),
);

const name = z.string().check(z.trim(), z.maxLength(TEXT_MAX, 'account.errors.tooLong'));
const requiredText = (key: string) =>
  z.string().check(z.trim(), z.minLength(1, key), z.maxLength(TEXT_MAX, 'account.errors.tooLong'));

// Shopify wants customer phones in E.164 (+32…): the spaces, dots and dashes people type are dropped.
const phone = z.pipe(
  z.string().check(z.trim()),
  z.transform((value) => value.replace(/[\s.\-()]/g, '')),
).check(z.refine((value) => value === '' || /^\+[1-9]\d{6,14}$/.test(value), 'account.errors.phoneInvalid'));

function validate<T>(schema: z.ZodMiniType<T>, values: unknown): Validation<T> {
  const result = z.safeParse(schema, values);
  return result.success
    ? {success: true, data: result.data}
    : {success: false, errors: firstErrorPerField<string>(result.error.issues)};
}

export interface LoginValues {
  email: string;
  password: string;
}
const LoginSchema = z.object({email, password: currentPassword});
export const readLogin = (form: FormData): LoginValues => ({
  email: formText(form, 'email'),
  password: formText(form, 'password'),
});
export const validateLogin = (values: LoginValues) => validate(LoginSchema, values);

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptsMarketing: boolean;
}
const RegisterSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password: newPassword,
  acceptsMarketing: z.boolean(),
});
export const readRegister = (form: FormData): RegisterValues => ({
  firstName: formText(form, 'firstName'),
  lastName: formText(form, 'lastName'),
  email: formText(form, 'email'),
  password: formText(form, 'password'),
  acceptsMarketing: form.get('acceptsMarketing') === 'yes',
});
export const validateRegister = (values: RegisterValues) => validate(RegisterSchema, values);

const RecoverSchema = z.object({email});
export const readRecover = (form: FormData) => ({email: formText(form, 'email')});
export const validateRecover = (values: {email: string}) => validate(RecoverSchema, values);

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}
const NewPasswordSchema = z
  .object({password: newPassword, passwordConfirm: z.string()})
  .check(
    z.refine((values) => values.password === values.passwordConfirm, {
      message: 'account.errors.passwordMismatch',
      path: ['passwordConfirm'],
    }),
  );
export const readNewPassword = (form: FormData): NewPasswordValues => ({
  password: formText(form, 'password'),
  passwordConfirm: formText(form, 'passwordConfirm'),
});
export const validateNewPassword = (values: NewPasswordValues) => validate(NewPasswordSchema, values);

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptsMarketing: boolean;
}
const ProfileSchema = z.object({firstName: name, lastName: name, email, phone, acceptsMarketing: z.boolean()});
export const readProfile = (form: FormData): ProfileValues => ({
  firstName: formText(form, 'firstName'),
  lastName: formText(form, 'lastName'),
  email: formText(form, 'email'),
  phone: formText(form, 'phone'),
  acceptsMarketing: form.get('acceptsMarketing') === 'yes',
});
export const validateProfile = (values: ProfileValues) => validate(ProfileSchema, values);

// Where the e-mail address is the sign-in itself (and the phone the shop's), only names and news change.
const NamesSchema = z.object({firstName: name, lastName: name, acceptsMarketing: z.boolean()});
export const validateNames = (values: ProfileValues) => validate(NamesSchema, values);

export const ADDRESS_FIELDS = [
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
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string> & {isDefault: boolean};

const AddressSchema = z.object({
  firstName: requiredText('account.errors.firstNameRequired'),
  lastName: requiredText('account.errors.lastNameRequired'),
  company: name,
  address1: requiredText('account.errors.address1Required'),
  address2: name,
  zip: requiredText('account.errors.zipRequired'),
  city: requiredText('account.errors.cityRequired'),
  province: name,
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, 'account.errors.countryRequired')),
  phone,
  isDefault: z.boolean(),
});

export function readAddress(form: FormData): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, formText(form, field)])) as Record<
    AddressField,
    string
  >;
  return {...values, isDefault: form.get('isDefault') === 'yes'};
}
export const validateAddress = (values: AddressValues) => validate(AddressSchema, values);
