import * as z from 'zod/mini';
import {EMAIL_MAX} from './email-limit';
import {emailRule} from './email-rule';
import {firstErrorPerField, type FieldErrors} from './field-errors';
import {formText} from './form-text';

// What the CMS accepts (`CONTACT_LIMITS` in `~/lib/cms/schemas`); a unit test keeps them equal.
export const CONTACT_LIMITS = {name: 100, email: EMAIL_MAX, message: 5000} as const;

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = FieldErrors<ContactField>;

export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';

export const ContactFormSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'contact.errors.nameRequired'),
    z.maxLength(CONTACT_LIMITS.name, 'contact.errors.nameTooLong'),
  ),
  email: emailRule('contact', CONTACT_LIMITS.email),
  message: z.string().check(
    z.trim(),
    z.minLength(1, 'contact.errors.messageRequired'),
    z.maxLength(CONTACT_LIMITS.message, 'contact.errors.messageTooLong'),
  ),
});

export type ContactValidation =
  | {success: true; data: ContactValues}
  | {success: false; errors: ContactErrors};

export function readContactValues(form: FormData): ContactValues {
  return {
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    message: formText(form, 'message'),
  };
}

export function validateContact(values: ContactValues): ContactValidation {
  const result = z.safeParse(ContactFormSchema, values);
  return result.success
    ? {success: true, data: result.data}
    : {success: false, errors: firstErrorPerField<ContactField>(result.error.issues)};
}
