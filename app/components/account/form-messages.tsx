import {useEffect, useRef} from 'react';
import {ErrorSummary} from '~/components/forms/error-summary';

interface FormMessagesProps {
  summaryTitle: string;
  summary: {fieldId: string; message: string}[];
  formError?: string;
}

/** A form's own error (an alert) and the summary of its fields' errors, focused so it is read first. */
export function FormMessages({summaryTitle, summary, formError}: FormMessagesProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (summary.length > 0) summaryRef.current?.focus();
  }, [summary]);
  return (
    <>
      {formError ? (
        <p className="form-status form-status--error" role="alert">
          {formError}
        </p>
      ) : null}
      <ErrorSummary title={summaryTitle} errors={summary} summaryRef={summaryRef} />
    </>
  );
}

/** A message carried over from the previous step (signed out, password saved, …). */
export function AccountNotice({text}: {text: string | null | undefined}) {
  if (!text) return null;
  return (
    <p className="form-status form-status--success" role="status">
      {text}
    </p>
  );
}
