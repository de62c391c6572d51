import * as z from 'zod/mini';
import {EMAIL_MAX} from './email-limit';
import {emailRule} from './email-rule';
import {firstErrorPerField, type FieldErrors} from './field-errors';
import {formText} from './form-text';

export type NewsletterField = 'email' | 'consent';
export type NewsletterErrors = FieldErrors<NewsletterField>;
export interface NewsletterValues {
  email: string;
  consent: boolean;
}

const NewsletterFormSchema = z.object({
  email: emailRule('newsletter', EMAIL_MAX),
  consent: z.literal(true, 'newsletter.errors.consentRequired'),
});

export function readNewsletterValues(form: FormData): NewsletterValues {
  return {email: formText(form, 'email'), consent: form.get('consent') === 'yes'};
}

export function validateNewsletter(
  values: NewsletterValues,
): {success: true; data: {email: string; consent: true}} | {success: false; errors: NewsletterErrors} {
  const result = z.safeParse(NewsletterFormSchema, values);
  return result.success
    ? {success: true, data: result.data}
    : {success: false, errors: firstErrorPerField<NewsletterField>(result.error.issues)};
}
