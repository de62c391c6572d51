import {Form, useNavigation} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {FormField} from '~/components/forms/form-field';
import {ERROR_VALUES} from '~/lib/customer/error-mapping';
import {FormMessages} from './form-messages';
import {useAccountErrors, type FormResult} from './use-account-errors';

const FIELDS = ['password', 'passwordConfirm'] as const;

// Nothing typed here is ever sent back to the page.
export function NewPasswordForm({
  formId,
  submitLabel,
  result,
}: {
  formId: string;
  submitLabel: string;
  result: FormResult<unknown> | undefined;
}) {
  const {t} = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const {fieldId, message, summary, formError, summaryTitle} = useAccountErrors(formId, FIELDS, result);
  return (
    <Form method="post" noValidate className="account-form">
      <FormMessages summaryTitle={summaryTitle} summary={summary} formError={formError} answer={result} />
      <FormField
        id={fieldId('password')}
        name="password"
        type="password"
        label={t('account.fields.passwordNew')}
        hint={t('account.fields.passwordHint', ERROR_VALUES)}
        autoComplete="new-password"
        error={message('password')}
      />
      <FormField
        id={fieldId('passwordConfirm')}
        name="passwordConfirm"
        type="password"
        label={t('account.fields.passwordConfirm')}
        autoComplete="new-password"
        error={message('passwordConfirm')}
      />
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
    </Form>
  );
}
