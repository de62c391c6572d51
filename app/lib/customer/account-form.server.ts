import {data, redirect, type RouterContextProvider} from 'react-router';
import {screenPath} from '~/i18n/links';
import {readForm} from '~/lib/forms/read-form.server';
import type {FormErrors, Validation} from './account-forms';
import {PRIVATE_HEADERS, endedSession, requireAccessToken} from './account-guard.server';
import type {Outcome} from './customer-client.server';
import {flashNotice, type AccountNotice} from './customer-session.server';
import {isSessionEnded, mapCustomerErrors} from './error-mapping';

type Context = Readonly<RouterContextProvider>;

class Refusal {
  constructor(
    readonly errors: FormErrors,
    readonly status: 400 | 429,
    readonly seconds?: number,
  ) {}
}

export interface FormSteps {
  form: FormData;
  valid<T>(validation: Validation<T>): T;
  check<T>(outcome: Outcome<T>): T;
  refuse(errors: FormErrors, options?: {status: 429; seconds: number}): never;
  done(notice: AccountNotice, screen: 'account' | 'addresses'): Response;
}

interface FormRules<Values, Back, SignedIn extends boolean> {
  read: (form: FormData) => Values;
  // Never a password: what comes back is rendered into the page.
  back: (values: Values, form: FormData) => Back;
  // Guarded once the body is read; a session the backend ended signs the visitor out.
  signedIn?: SignedIn;
}

type StepsFor<SignedIn extends boolean> = SignedIn extends true ? FormSteps & {accessToken: string} : FormSteps;

// A refusal at any step answers 400 (429 when throttled) with the messages and `back`; every answer is private.
export async function accountFormAction<Values, Back extends object, Result, SignedIn extends boolean = false>(
  {context, request}: {context: Context; request: Request},
  rules: FormRules<Values, Back, SignedIn>,
  work: (values: Values, steps: StepsFor<SignedIn>) => Promise<Result>,
) {
  // Read first, even from a visitor about to be sent to sign in: a body left unread resets the connection.
  const form = await readForm(request);
  const values = rules.read(form);
  const refuse = (errors: FormErrors, options?: {status: 429; seconds: number}): never => {
    throw new Refusal(errors, options?.status ?? 400, options?.seconds);
  };
  const steps: FormSteps & {accessToken?: string} = {
    form,
    valid: (validation) => (validation.success ? validation.data : refuse(validation.errors)),
    check: (outcome) => {
      if (outcome.ok) return outcome.value;
      if (rules.signedIn && isSessionEnded(outcome.errors)) throw endedSession(context, request);
      return refuse(mapCustomerErrors(outcome.errors));
    },
    refuse,
    done: (notice, screen) => {
      flashNotice(context.session, notice);
      return redirect(screenPath(screen, context.locale), {headers: PRIVATE_HEADERS});
    },
  };
  if (rules.signedIn) steps.accessToken = await requireAccessToken(context, request);
  try {
    return await work(values, steps as StepsFor<SignedIn>);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const answer = {
      errors: error.errors,
      ...rules.back(values, form),
      ...(error.seconds === undefined ? {} : {seconds: error.seconds}),
    };
    return data(answer, {status: error.status, headers: PRIVATE_HEADERS});
  }
}
