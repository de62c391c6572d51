import {useTranslation} from '~/i18n/translate';
import {ERROR_VALUES, FORM_LEVEL} from '~/lib/customer/error-mapping';

/** What an account action answers when it cannot go on: catalogue keys per field, and what was typed. */
export interface FormResult<Values> {
  errors: Partial<Record<string, string>>;
  values: Values;
  /** Seconds to wait, for the sign-in throttle's message. */
  seconds?: number;
}

/**
 * Translated messages of one form: each field's, the summary linking to them, and the form's own
 * (a problem no field can fix, such as a wrong password or an expired link).
 */
export function useAccountErrors(formId: string, fields: readonly string[], result: FormResult<unknown> | undefined) {
  const {t} = useTranslation();
  const errors = result?.errors ?? {};
  const fieldId = (field: string) => `${formId}-${field}`;
  const message = (field: string) => {
    const key = errors[field];
    return key ? t(key, {...ERROR_VALUES, seconds: result?.seconds ?? 60}) : undefined;
  };
  const summary = fields.flatMap((field) => {
    const text = message(field);
    return text ? [{fieldId: fieldId(field), message: text}] : [];
  });
  return {fieldId, message, summary, formError: message(FORM_LEVEL), summaryTitle: t('account.errors.summary')};
}
