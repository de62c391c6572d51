import {valueFromASTUntyped} from 'graphql';
import {LOCALES, LOCALE_INFO, DEFAULT_LOCALE, type Locale} from '~/i18n/locales';
import {serverI18n} from '~/i18n/i18next.server';
import {accountRequestLimit} from '~/lib/customer/account-request-limit.server';
import type {AttemptLimit} from '~/lib/customer/attempt-limit';
import {PasswordGuard} from '~/lib/customer/password-guard.server';
import type {CheckedDocument} from './check-document.server';
import {RelayRefusal} from './relay-response.server';

// The relay's sign-in, reset mail and registration are the same doors as the forms: counted and refused
// by the same limits, whatever alias or operation name carries them.
export interface SignInGuardOptions {
  secret: string;
}

export const LIMITED_ROOT_FIELDS = ['customerAccessTokenCreate', 'customerRecover', 'customerCreate'] as const;
type LimitedRootField = (typeof LIMITED_ROOT_FIELDS)[number];

export function isLimited(rootField: string): rootField is LimitedRootField {
  return (LIMITED_ROOT_FIELDS as readonly string[]).includes(rootField);
}

function localeOfLanguage(language: string | undefined): Locale {
  return LOCALES.find((locale) => LOCALE_INFO[locale].language === language) ?? DEFAULT_LOCALE;
}

function throttled(rootField: LimitedRootField, seconds: number, language: string | undefined): RelayRefusal {
  const t = serverI18n(localeOfLanguage(language)).t;
  const text =
    rootField === 'customerAccessTokenCreate'
      ? t('account.errors.throttled', {seconds})
      : t('account.errors.tooManyRequests');
  return new RelayRefusal(429, text, {'Retry-After': String(seconds)});
}

// customerRecover(email:) takes the address itself; the others an input object that holds it.
function emailOf(checked: CheckedDocument, variables: Record<string, unknown>): string {
  const argumentName = checked.rootField === 'customerRecover' ? 'email' : 'input';
  const argument = checked.root.arguments?.find((candidate) => candidate.name.value === argumentName);
  const value = argument ? (valueFromASTUntyped(argument.value, variables) as unknown) : null;
  const email =
    argumentName === 'email'
      ? value
      : value && typeof value === 'object'
        ? (value as Record<string, unknown>).email
        : undefined;
  if (typeof email !== 'string' || email.trim() === '') {
    const where = argumentName === 'email' ? 'email' : 'input.email';
    throw new RelayRefusal(400, `${checked.rootField} needs ${where} as a string.`);
  }
  return email;
}

/** The answer of the sign-in under the name the caller gave it: an alias (`t: customerAccessTokenCreate`) is still a sign-in. */
function signedIn(body: unknown, responseKey: string): boolean | null {
  const data = (body as {data?: Record<string, {customerAccessToken?: unknown} | null>} | null)?.data;
  if (!data || !(responseKey in data)) return null;
  return Boolean(data[responseKey]?.customerAccessToken);
}

async function limitFor(
  request: Request,
  rootField: LimitedRootField,
  email: string,
  secret: string,
): Promise<AttemptLimit> {
  if (rootField === 'customerAccessTokenCreate') return PasswordGuard.for(request, email, secret);
  return accountRequestLimit(request, rootField === 'customerRecover' ? 'recover' : 'register', email, secret);
}

// Counted before forwarding. The wrong password that starts a lock is answered 429 too; a reset mail or an
// account that reaches the limit was still sent or made, so its own answer goes back.
export async function limitedAccountRequest(
  request: Request,
  checked: CheckedDocument,
  variables: Record<string, unknown>,
  language: string | undefined,
  options: SignInGuardOptions,
  forward: () => Promise<Response>,
): Promise<Response> {
  const rootField = checked.rootField as LimitedRootField;
  const limit = await limitFor(request, rootField, emailOf(checked, variables), options.secret);
  const wait = await limit.reserve();
  if (wait > 0) throw throttled(rootField, wait, language);
  let response: Response;
  try {
    response = await forward();
  } catch (error) {
    await limit.release();
    throw error;
  }
  if (rootField !== 'customerAccessTokenCreate') {
    await (response.ok ? limit.count() : limit.release());
    return response;
  }
  const body: unknown = await response.clone().json().catch(() => null);
  const outcome = signedIn(body, checked.root.alias?.value ?? checked.root.name.value);
  if (outcome === true) await limit.succeed();
  else if (outcome === null) await limit.release();
  else {
    const locked = await limit.fail();
    if (locked > 0) throw throttled(rootField, locked, language);
  }
  return response;
}
