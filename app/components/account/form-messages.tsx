import {useEffect, useRef} from 'react';
import {ErrorSummary} from '~/components/forms/error-summary';

interface FormMessagesProps {
  summaryTitle: string;
  summary: {fieldId: string; message: string}[];
  formError?: string;
  // Each new answer empties the form's password fields.
  answer?: unknown;
}

// Focused when shown, so it is read first.
export function FormMessages({summaryTitle, summary, formError, answer}: FormMessagesProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (summary.length > 0) summaryRef.current?.focus();
  }, [summary]);
  // The server never sends a password back; the browser's copy goes too, as it would without scripts.
  useEffect(() => {
    if (!answer) return;
    boxRef.current
      ?.closest('form')
      ?.querySelectorAll<HTMLInputElement>('input[type="password"]')
      .forEach((input) => {
        input.value = '';
      });
  }, [answer]);
  return (
    <div ref={boxRef}>
      {formError ? (
        <p className="form-status form-status--error" role="alert">
          {formError}
        </p>
      ) : null}
      <ErrorSummary title={summaryTitle} errors={summary} summaryRef={summaryRef} />
    </div>
  );
}

export function AccountNotice({text}: {text: string | null | undefined}) {
  if (!text) return null;
  return (
    <p className="form-status form-status--success" role="status">
      {text}
    </p>
  );
}
