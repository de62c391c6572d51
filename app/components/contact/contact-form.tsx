import {useEffect, useRef, useState, type FormEvent} from 'react';
import {flushSync} from 'react-dom';
import {useActionData, useFetcher} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {ErrorSummary} from '~/components/forms/error-summary';
import {FormField} from '~/components/forms/form-field';
import {HoneypotField} from '~/components/forms/honeypot-field';
import {useAfterPress} from '~/components/forms/use-after-press';
import {useHydrated} from '~/components/ui/use-hydrated';
import {useToastDescriptor} from '~/components/ui/use-toast-descriptor';
import {requestToasts} from '~/components/ui/toast-outlet';
import type {ContactOutcome} from '~/lib/contact/contact-outcome';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  readContactValues,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '~/lib/forms/contact-form-input';

const fieldId = (field: ContactField) => `contact-${field}`;

export function ContactForm({startedAt}: {startedAt: string}) {
  const {t} = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ContactOutcome>();
  // A post made before the scripts ran comes back as the page's own action data.
  const pageOutcome = useActionData<ContactOutcome>();
  const outcome = fetcher.data ?? pageOutcome;
  const formRef = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<{errors: ContactErrors; after: ContactOutcome | undefined} | null>(null);
  const {afterPress, drop} = useAfterPress();

  const serverErrors = outcome?.status === 'invalid' ? outcome.errors : {};
  const errors = checked && checked.after === outcome ? checked.errors : serverErrors;
  const values = outcome && outcome.status !== 'sent' ? outcome.values : undefined;
  const busy = fetcher.state !== 'idle';

  useToastDescriptor(outcome?.status === 'invalid' ? undefined : outcome?.toast);

  useEffect(() => {
    if (outcome?.status === 'sent') formRef.current?.reset();
    if (outcome?.status === 'invalid') focusFirstInvalid(formRef.current, outcome.errors);
  }, [outcome]);

  function check(form: HTMLFormElement): ContactErrors {
    const validation = validateContact(readContactValues(new FormData(form)));
    return validation.success ? {} : validation.errors;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    drop();
    const form = event.currentTarget;
    const found = check(form);
    // Rendered before the focus moves, so the field is announced with its message.
    flushSync(() => setChecked({errors: found, after: outcome}));
    if (busy || Object.keys(found).length > 0) {
      event.preventDefault();
      focusFirstInvalid(form, found);
    }
  }

  // A fixed field loses its message as the person leaves it, but after a press of Send, so the button
  // stays under the pointer.
  function recheck(field: ContactField) {
    if (!errors[field]) return;
    afterPress(() => {
      if (!formRef.current) return;
      setChecked({errors: {...errors, [field]: check(formRef.current)[field]}, after: outcome});
    });
  }

  const message = (field: ContactField) => {
    const key = errors[field];
    return key ? t(key, {max: CONTACT_LIMITS[field]}) : undefined;
  };
  const summary = CONTACT_FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{fieldId: fieldId(field), message: text}] : [];
  });

  return (
    <fetcher.Form
      method="post"
      noValidate
      ref={formRef}
      onFocus={() => void requestToasts()}
      onSubmit={onSubmit}
      className="contact-form"
    >
      {/* The answer stays in the form until the next send; with scripts the toast is what is announced. */}
      {outcome?.status === 'sent' ? (
        <p className="form-status form-status--success" role={hydrated ? undefined : 'status'}>
          {t('contact.sent')}
        </p>
      ) : null}
      {outcome && 'toast' in outcome && outcome.status !== 'sent' ? (
        <p className="form-status form-status--error" role={hydrated ? undefined : 'alert'}>
          {t(outcome.toast.message)}
        </p>
      ) : null}
      <ErrorSummary title={t('contact.errorSummary')} errors={summary} />
      <FormField
        id={fieldId('name')}
        name="name"
        label={t('contact.name')}
        autoComplete="name"
        defaultValue={values?.name ?? ''}
        error={message('name')}
        onBlur={() => recheck('name')}
      />
      <FormField
        id={fieldId('email')}
        name="email"
        type="email"
        label={t('contact.email')}
        autoComplete="email"
        defaultValue={values?.email ?? ''}
        error={message('email')}
        onBlur={() => recheck('email')}
      />
      <FormField
        id={fieldId('message')}
        name="message"
        label={t('contact.message')}
        multiline
        hint={t('contact.limit', {max: CONTACT_LIMITS.message})}
        defaultValue={values?.message ?? ''}
        error={message('message')}
        onBlur={() => recheck('message')}
      />
      <HoneypotField id="contact-website" name={HONEYPOT_FIELD} label={t('contact.honeypot')} />
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? t('contact.sending') : t('contact.send')}
      </button>
    </fetcher.Form>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: ContactErrors) {
  const first = CONTACT_FIELDS.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
}
