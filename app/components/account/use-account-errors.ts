import {useTranslation} from '~/i18n/translate';
import {ERROR_VALUES, FORM_LEVEL} from '~/lib/customer/error-mapping';

export interface FormResult<Values> {
  errors: Partial<Record<string, string>>;
  values: Values;
  seconds?: number;
}

// The form's own message is for what no field can fix: a wrong password, an expired link.
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
