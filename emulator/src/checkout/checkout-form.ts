// The checkout form, refused at the edge with zod: field → message key for the page to show.
import {z} from 'zod';
import type {AddressFields} from '../commerce/address-format.js';
import {validEmail} from '../commerce/customer-input.js';

export type FormValues = Record<string, string>;
export type FieldProblem = 'required' | 'invalidEmail' | 'invalidCountry';

const requiredText = z.string().trim().min(1, 'required').max(255);
const optionalText = z.string().trim().max(255).optional().default('');

function schemaFor(countries: string[]) {
  return z.object({
    email: z.string().trim().min(1, 'required').refine(validEmail, 'invalidEmail'),
    phone: optionalText,
    firstName: optionalText,
    lastName: requiredText,
    company: optionalText,
    address1: requiredText,
    address2: optionalText,
    zip: requiredText,
    city: requiredText,
    country: z.string().refine((code) => countries.includes(code), 'invalidCountry'),
  });
}

export type CheckoutForm = {email: string; phone: string | null; address: AddressFields};

export function parseCheckoutForm(
  values: FormValues,
  countries: string[],
): {ok: true; form: CheckoutForm} | {ok: false; problems: Record<string, FieldProblem>} {
  const result = schemaFor(countries).safeParse(values);
  if (!result.success) {
    const problems: Record<string, FieldProblem> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      const message = issue.message as FieldProblem;
      problems[field] ??= ['required', 'invalidEmail', 'invalidCountry'].includes(message) ? message : 'required';
    }
    return {ok: false, problems};
  }
  const data = result.data;
  const orNull = (value: string) => value || null;
  return {
    ok: true,
    form: {
      email: data.email,
      phone: orNull(data.phone),
      address: {
        firstName: orNull(data.firstName),
        lastName: data.lastName,
        company: orNull(data.company),
        address1: data.address1,
        address2: orNull(data.address2),
        city: data.city,
        province: null,
        countryCode: data.country,
        zip: data.zip,
        phone: orNull(data.phone),
      },
    },
  };
}
