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
  const sent = useRef(new Map<HTMLInputElement, string>());
  useEffect(() => {
    if (summary.length > 0) summaryRef.current?.focus();
  }, [summary]);
  useEffect(() => {
    const form = boxRef.current?.closest('form');
    if (!form) return;
    const remember = () => {
      sent.current = new Map([...passwordInputs(form)].map((input) => [input, input.value]));
    };
    form.addEventListener('submit', remember);
    return () => form.removeEventListener('submit', remember);
  }, []);
  // The server never sends a password back, so the one sent leaves the field too; one typed since it was sent stays.
  useEffect(() => {
    const form = boxRef.current?.closest('form');
    if (!answer || !form) return;
    passwordInputs(form).forEach((input) => {
      if ((sent.current.get(input) ?? input.value) === input.value) input.value = '';
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

function passwordInputs(form: HTMLFormElement) {
  return form.querySelectorAll<HTMLInputElement>('input[type="password"]');
}

export function AccountNotice({text}: {text: string | null | undefined}) {
  if (!text) return null;
  return (
    <p className="form-status form-status--success" role="status">
      {text}
    </p>
  );
}
