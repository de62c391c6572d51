import {CmsError, describeCmsError} from '~/lib/cms/errors';
import type {WriteOptions} from '~/lib/cms/client.server';
import type {ContentLocale} from '~/lib/cms/content-fields';
import {
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  readContactValues,
  validateContact,
} from '~/lib/forms/contact-form-input';
import {formText} from '~/lib/forms/form-text';
import {
  FILL_TOKEN_LIFETIME_MS,
  MIN_FILL_MS,
  idempotencyKeyFor,
  timeSpentFilling,
} from '~/lib/forms/fill-time-token.server';
import type {SubmissionGate} from '~/lib/forms/submission-limit.server';
import type {ContactOutcome} from './contact-outcome';

export const CONTACT_FORM = 'contact';

interface ContactDeps {
  cms: {create(collection: string, data: unknown, schema: undefined, write: WriteOptions): Promise<unknown>};
  locale: ContentLocale;
  secret: string;
  now?: number;
  minFillMs?: number;
  gate?: SubmissionGate;
}

// Spam is answered like a success, so a bot learns nothing, and never stored.
export async function sendContactMessage(form: FormData, deps: ContactDeps): Promise<ContactOutcome> {
  const now = deps.now ?? Date.now();
  const values = readContactValues(form);
  const validation = validateContact(values);
  if (!validation.success) return {status: 'invalid', errors: validation.errors, values};

  const refused = (status: 'failed' | 'expired' | 'replayed' | 'throttled', message: string): ContactOutcome => ({
    status,
    values,
    toast: {type: 'error', message, id: crypto.randomUUID()},
  });
  const gate = deps.gate;
  if (gate && (await gate.waitSeconds()) > 0) return refused('throttled', 'contact.throttled');

  const sent: ContactOutcome = {status: 'sent', toast: {type: 'success', message: 'contact.sent', id: crypto.randomUUID()}};
  const token = formText(form, STARTED_AT_FIELD);
  const filledFor = await timeSpentFilling(CONTACT_FORM, token, deps.secret, now);
  await gate?.count();
  if (formText(form, HONEYPOT_FIELD) !== '') return dropped('honeypot', sent);
  if (filledFor === null) return dropped('no valid fill-time token', sent);
  if (filledFor < (deps.minFillMs ?? MIN_FILL_MS)) return dropped(`sent after ${filledFor} ms`, sent);
  if (filledFor > FILL_TOKEN_LIFETIME_MS) return refused('expired', 'contact.expired');

  try {
    await deps.cms.create('contact-messages', {...validation.data, language: deps.locale}, undefined, {
      idempotencyKey: await idempotencyKeyFor(CONTACT_FORM, token),
    });
    return sent;
  } catch (error) {
    if (error instanceof CmsError && error.name === 'IdempotencyKeyReusedError') {
      return refused('replayed', 'contact.alreadySent');
    }
    console.error(`[contact] the message could not be stored: ${describeCmsError(error)}`);
    return refused('failed', 'contact.failed');
  }
}

function dropped(reason: string, answer: ContactOutcome): ContactOutcome {
  console.info(`[contact] dropped as spam: ${reason}`);
  return answer;
}
