// The request bodies of the three newsletter routes, checked the way Strapi checks its own: unknown
// keys and invalid fields are a 400 ValidationError with the details Strapi gives.
import {errors, validateYupSchema, yup} from '@strapi/utils';
import {LOCALES, type Locale} from '../content-model';
import {isSiteUrl} from './site-origins';

export interface SubscribeInput {
  email: string;
  consent: true;
  language: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
}

const siteUrl = () =>
  yup.string().required().test('site-origin', '${path} must be a page of the site (SITE_ORIGINS)', (value) =>
    typeof value === 'string' ? isSiteUrl(value) : false,
  );

const subscribeSchema = yup.object({
  email: yup.string().required().email().max(254),
  consent: yup.boolean().required().oneOf([true], '${path} must be true'),
  language: yup.string().required().oneOf([...LOCALES]),
  confirmUrl: siteUrl(),
  unsubscribeUrl: siteUrl(),
});

const tokenSchema = yup.object({token: yup.string().required().min(1).max(512)});

function dataOf(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  const data = (body as {data?: unknown} | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new errors.ValidationError('Missing "data" payload in the request body');
  }
  const unknownKey = Object.keys(data).find((key) => !allowed.includes(key));
  if (unknownKey) throw new errors.ValidationError(`Invalid key ${unknownKey}`, {key: unknownKey, path: null, source: 'body'});
  return data as Record<string, unknown>;
}

export async function parseSubscribeInput(body: unknown): Promise<SubscribeInput> {
  const data = dataOf(body, Object.keys(subscribeSchema.fields));
  const email = typeof data.email === 'string' ? data.email.trim() : data.email;
  await validateYupSchema(subscribeSchema)({...data, email});
  return {...(data as unknown as SubscribeInput), email: email as string};
}

export async function parseTokenInput(body: unknown): Promise<string> {
  const data = dataOf(body, ['token']);
  await validateYupSchema(tokenSchema)(data);
  return data.token as string;
}
