import type {ContentLocale} from '~/lib/cms/schemas';
import {
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  readContactValues,
  validateContact,
} from '~/lib/forms/contact-form';
import {formText} from '~/lib/forms/form-text';
import {MIN_FILL_MS, timeSpentFilling} from '~/lib/forms/fill-time-token.server';
import type {ContactOutcome} from './contact-outcome';

export const CONTACT_FORM = 'contact';

interface ContactDeps {
  cms: {create(collection: string, data: unknown): Promise<unknown>};
  locale: ContentLocale;
  /** Signs and checks the fill-time token (SESSION_SECRET). */
  secret: string;
  now?: number;
  minFillMs?: number;
}

/**
 * Validates a posted contact form and stores it in the CMS with the page's language. Spam (the
 * honeypot filled in, or a form sent faster than a person can type) is answered like a success,
 * so a bot learns nothing, and never stored.
 */
export async function sendContactMessage(form: FormData, deps: ContactDeps): Promise<ContactOutcome> {
  const now = deps.now ?? Date.now();
  const values = readContactValues(form);
  const validation = validateContact(values);
  if (!validation.success) return {status: 'invalid', errors: validation.errors, values};

  const sent: ContactOutcome = {status: 'sent', toast: {type: 'success', message: 'contact.sent', id: crypto.randomUUID()}};
  if (formText(form, HONEYPOT_FIELD) !== '') return dropped('honeypot', sent);
  const filledFor = await timeSpentFilling(CONTACT_FORM, formText(form, STARTED_AT_FIELD), deps.secret, now);
  if (filledFor === null) return dropped('no valid fill-time token', sent);
  if (filledFor < (deps.minFillMs ?? MIN_FILL_MS)) return dropped(`sent after ${filledFor} ms`, sent);

  try {
    await deps.cms.create('contact-messages', {...validation.data, language: deps.locale});
    return sent;
  } catch (error) {
    console.error('[contact] the message could not be stored', error);
    return {
      status: 'failed',
      values,
      toast: {type: 'error', message: 'contact.failed', id: crypto.randomUUID()},
    };
  }
}

function dropped(reason: string, answer: ContactOutcome): ContactOutcome {
  console.info(`[contact] dropped as spam: ${reason}`);
  return answer;
}
